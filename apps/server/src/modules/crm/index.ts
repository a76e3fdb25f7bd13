export { crmLineEvents } from './line-events.ts';
