export { inboxModule } from './inbox.module.ts';
export { closeInboxSockets } from './live/inbox-socket.routes.ts';
