import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FaultConfig } from '../line/faults.ts';
import type { RequestFilter } from '../line/request-log.ts';
import type { RuntimeSettings, SandboxControl } from './api.ts';
import { controlBody } from './validate.ts';

/** `/__sandbox` routes about the sandbox itself: reset, settings, faults, logs. */
function queryString(request: FastifyRequest, name: string): string | undefined {
  const q: unknown = request.query;
  if (typeof q !== 'object' || q === null) return undefined;
  const value: unknown = Reflect.get(q, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function limitOf(request: FastifyRequest): number | undefined {
  const raw = queryString(request, 'limit');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

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
      path: queryString(request, 'path'),
      pathPrefix: queryString(request, 'pathPrefix'),
      method: queryString(request, 'method'),
      channelId: queryString(request, 'channelId'),
      operationId: queryString(request, 'operationId'),
      limit: limitOf(request),
    };
    return { requests: control.requests(filter) };
  });

  app.get('/__sandbox/webhooks', async (request) => ({
    webhooks: control.webhooks({ channelId: queryString(request, 'channelId'), limit: limitOf(request) }),
  }));
}
