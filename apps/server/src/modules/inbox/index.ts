// The public face of inbox: any file of inbox may query inbox's own tables (conversations and their
// messages); other modules reach them only through the functions exported here.
export { chatMessagesThisMonth } from './chat/chat-messages-this-month.ts';
export { spamConversations } from './inbox-joins.ts';
export { searchWithinReach } from './inbox-reach.ts';
export { assertReachable, findReachableView } from './inbox-view.ts';
export { closeInboxSockets } from './live/inbox-socket.routes.ts';
