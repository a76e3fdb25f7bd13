export { authModule } from './auth.module.ts';
export { findSessionAccess } from './sessions.repository.ts';
