export { getUser } from './users.repository.ts';
