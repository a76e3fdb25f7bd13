export { lineContentJob } from './line-content.job.ts';
export { inboxLineEvents } from './line-events.ts';
