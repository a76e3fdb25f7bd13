import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './users.schema.ts';

// For lists that name users in one statement (a message's agent, a note's author, every request's
// session), other modules join these instead of the table: Postgres flattens a plain subquery in
// FROM into the join it stands for, so the plan is the one the table join had.
const qb = new QueryBuilder();

/** Each user as colleagues see them, by id. */
export const userDirectory = qb
  .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar, active: users.active })
  .from(users)
  .as('user_directory');

/** What a request needs of its user: no password hash or TOTP secret is read on every call. */
export const sessionUsers = qb
  .select({
    id: users.id,
    email: users.email,
    name: users.name,
    avatar: users.avatar,
    lang: users.lang,
    notification: users.notification,
    useTwoFactorAuth: users.useTwoFactorAuth,
    active: users.active,
  })
  .from(users)
  .as('session_users');
