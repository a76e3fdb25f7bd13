import type { ModuleDefinition } from '../../core/module.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { chatLinkRoutes } from './chat/chat-link.routes.ts';
import { importFriendsJob } from './import-friends.job.ts';
import { inboxRoutes } from './inbox.routes.ts';
import * as inboxSchema from './inbox.schema.ts';
import { lineContentJob } from './line-content.job.ts';
import { inboxLineEvents } from './line-events.ts';
import { inboxSocketRoutes } from './live/inbox-socket.routes.ts';
import * as messagesSchema from './messages.schema.ts';

export const inboxModule: ModuleDefinition = {
  name: 'inbox',
  routes: [inboxRoutes, chatRoutes, chatLinkRoutes, inboxSocketRoutes],
  jobs: (deps) => [importFriendsJob(deps), lineContentJob(deps)],
  lineEvents: inboxLineEvents,
  schema: { ...inboxSchema, ...messagesSchema },
};
