import type {} from '@fastify/websocket';
import { INBOX_SOCKET_PATH, inboxSocketQuerySchema, WS_CLOSE_UNAUTHORIZED } from '@hubline/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { admit } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { inboxReach } from '../inbox-reach.ts';
import { inboxSockets } from './inbox-sockets.ts';

/** The inbox's live events (core.md §4): one socket a tab, for the hub of its query. */
export const inboxSocketRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const sockets = inboxSockets(deps, app.log, deps.config.inboxHeartbeatMs);
  app.addHook('onClose', async () => sockets.stop());

  app.get(
    INBOX_SOCKET_PATH,
    { websocket: true, config: { permission: 'permissionInbox', hub: 'query', socket: true } },
    async (socket, request) => {
      const query = inboxSocketQuerySchema.safeParse(request.query);
      const access = request.access;
      if (
        request.refusal ||
        !query.success ||
        access?.principal.kind !== 'user' ||
        access.hub.id !== query.data.hubId ||
        crossSite(request)
      ) {
        socket.close(WS_CLOSE_UNAUTHORIZED, request.refusal?.code ?? 'auth.unauthorized');
        return;
      }
      // Browsers send nothing on this socket: anything it sends is ignored.
      socket.on('message', () => undefined);
      const userId = access.principal.user.id;
      const reached = await inboxReach(deps, access);
      await sockets.add({
        socket,
        hubId: access.hub.id,
        userId,
        tabId: query.data.tabId,
        // The same checks as when it opened, with the request that opened it (cookie, address).
        stillAdmitted: () =>
          admit(request, 'permissionInbox', 'query').then(
            (again) => again.principal.kind === 'user' && again.principal.user.id === userId,
            // Only a refusal closes the tab; a database hiccup does not sign anyone out.
            (error: unknown) => !(error instanceof AppError),
          ),
        reached,
        // `admit` above leaves the member as they are now on the request.
        reach: () => inboxReach(deps, request.access ?? access),
      });
    },
  );
};

/**
 * Browsers send cookies with a WebSocket opened by any site, so another site's page could listen
 * in: only the console's own origin may open it.
 */
function crossSite(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Shutdown: tabs are told the server is going away (1001, they reconnect), stragglers are cut off. */
export async function closeInboxSockets(this: FastifyInstance) {
  const server = this.websocketServer;
  const open = [...server.clients];
  await Promise.race([
    Promise.all(
      open.map(
        (client) =>
          new Promise((resolve) => {
            client.once('close', resolve);
            client.close(1001, 'server restart');
          }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
  ]);
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
}
