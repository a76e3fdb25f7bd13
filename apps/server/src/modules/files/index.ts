// What other modules may ask of the files library: where a stored library file is served publicly.
export { publicFileUrl } from './file-storage.ts';
