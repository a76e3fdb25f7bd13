import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { users } from '../users/users.schema.ts';
import { memberships } from './hubs.schema.ts';

/** The hub's active members (an active membership of an active user), by name. */
export async function activeMembers(db: Db, hubId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.hubId, hubId), eq(memberships.active, true), eq(users.active, true)))
    .orderBy(asc(users.name));
}

/**
 * Refuses, before anything is written, people who are not active members of the hub: supervisors
 * and mail recipients are picked among colleagues, never another hub's users or any address.
 */
export async function checkActiveMembers(
  db: Db,
  hubId: string,
  picked: { userIds?: string[]; email?: string },
) {
  const members = await activeMembers(db, hubId);
  const ids = new Set(members.map((member) => member.userId));
  const emails = new Set(members.map((member) => member.email.toLowerCase()));
  const strangerId = picked.userIds?.some((userId) => !ids.has(userId));
  const strangerEmail = picked.email !== undefined && !emails.has(picked.email.toLowerCase());
  if (strangerId || strangerEmail) throw new AppError('line.error.notHubMember');
}
