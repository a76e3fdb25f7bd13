export type { LibraryMessageResolver, MessageSite } from './library-messages.ts';
export { registerLibraryMessage } from './library-messages.ts';
export {
  frozenMessages,
  isPersonalised,
  type LineMessageBuild,
  lineMessageBuilder,
} from './line-messages.ts';
