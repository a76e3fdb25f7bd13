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
 * Refuses, before anything is written, an address that is not an active member's: mail recipients
 * (the friends import's report) are picked among colleagues, never another hub's users or any address.
 */
export async function checkMemberEmail(db: Db, hubId: string, email: string) {
  const members = await activeMembers(db, hubId);
  if (!members.some((member) => member.email.toLowerCase() === email.toLowerCase()))
    throw new AppError('line.error.notHubMember');
}
