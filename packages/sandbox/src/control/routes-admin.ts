import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestFilter } from '../line/request-log.ts';
import type { FaultConfig } from '../shared/faults.ts';
import { digits, filterParam } from '../shared/request-fields.ts';
import type { RuntimeSettings, SandboxControl } from './api.ts';
import { controlBody } from './validate.ts';

/** `/__sandbox` routes about the sandbox itself: reset, settings, faults, logs. */
const limitOf = (request: FastifyRequest): number | undefined => digits(filterParam(request, 'limit'));

export function registerAdminRoutes(app: FastifyInstance, control: SandboxControl): void {
  app.post('/__sandbox/reset', async () => {
    control.reset();
    return { ok: true };
  });

  app.post('/__sandbox/settle', async () => {
    await control.settle();
    return { ok: true };
  });

  app.get('/__sandbox/settings', async () => control.settings());
  app.put('/__sandbox/settings', async (request) =>
    control.configure(controlBody<Partial<RuntimeSettings>>(request, 'settings')),
  );

  app.get('/__sandbox/faults', async () => control.faults());
  app.put('/__sandbox/faults', async (request) => {
    control.setFaults(controlBody<FaultConfig>(request, 'faults'));
    return control.faults();
  });
  app.delete('/__sandbox/faults', async () => {
    control.setFaults({ rules: [] });
    return control.faults();
  });

  app.get('/__sandbox/requests', async (request) => {
    const filter: RequestFilter = {
      path: filterParam(request, 'path'),
      pathPrefix: filterParam(request, 'pathPrefix'),
      method: filterParam(request, 'method'),
      channelId: filterParam(request, 'channelId'),
      operationId: filterParam(request, 'operationId'),
      limit: limitOf(request),
    };
    return { requests: control.requests(filter) };
  });

  app.get('/__sandbox/webhooks', async (request) => ({
    webhooks: control.webhooks({ channelId: filterParam(request, 'channelId'), limit: limitOf(request) }),
  }));
}
