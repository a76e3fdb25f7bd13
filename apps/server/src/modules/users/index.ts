export { usersModule } from './users.module.ts';
