import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { registerAudienceRoutes } from './audience.ts';
import { registerChatRoutes } from './chat.ts';
import { registerContentRoutes } from './content.ts';
import { registerGroupRoutes } from './group.ts';
import { registerInsightRoutes } from './insight.ts';
import { registerMessageRoutes } from './message.ts';
import { registerNarrowcastRoutes } from './narrowcast.ts';
import { registerPnpRoutes } from './pnp.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerQuotaRoutes } from './quota.ts';
import { registerRichMenuRoutes } from './richmenu.ts';
import { registerRichMenuAliasRoutes } from './richmenu-alias.ts';
import { registerRichMenuLinkRoutes } from './richmenu-link.ts';
import { registerTokenRoutes } from './token.ts';
import { registerWebhookEndpointRoutes } from './webhook-endpoint.ts';

/** Every LINE Platform route the sandbox serves. */
export function registerLineRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerMessageRoutes(app, ctx);
  registerQuotaRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerWebhookEndpointRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerRichMenuRoutes(app, ctx);
  registerRichMenuLinkRoutes(app, ctx);
  registerRichMenuAliasRoutes(app, ctx);
  registerAudienceRoutes(app, ctx);
  registerNarrowcastRoutes(app, ctx);
  registerPnpRoutes(app, ctx);
  registerInsightRoutes(app, ctx);
  registerChatRoutes(app, ctx);
}
