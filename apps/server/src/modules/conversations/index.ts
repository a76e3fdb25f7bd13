export { conversationsModule } from './conversations.module.ts';
