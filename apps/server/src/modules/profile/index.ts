// The public face of profile (a user's own settings, two-factor and LINE test ids): any file of
// this module may query its own tables; other modules reach them only through the functions
// offered here.
export { lineTestIdFor } from './line-test-ids.ts';
