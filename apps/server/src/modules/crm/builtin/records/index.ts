export { builtInDeals } from './deals.ts';
export { builtInNotes } from './notes.ts';
export { builtInPipelines } from './pipelines.ts';
export { builtInTasks } from './tasks.ts';
export { builtInTickets } from './tickets.ts';
