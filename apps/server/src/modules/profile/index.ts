export { profileModule } from './profile.module.ts';
