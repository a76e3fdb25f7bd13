// The public face of users: any file of this module may query its own tables; other modules reach
// them only through the functions offered here (a foreign key may name the table in a schema file).
export { createUser } from './create-user.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { sessionUsers, userDirectory } from './user-joins.ts';
export { findUserByEmail, getUser, spendTotpStep, updateUser } from './users.repository.ts';
export type { UserRow } from './users.schema.ts';
