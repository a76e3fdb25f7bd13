import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { userDirectory } from '../users/index.ts';
import { memberships } from './hubs.schema.ts';

/** The hub's active members (an active membership of an active user), by name. */
export async function activeMembers(db: Db, hubId: string) {
  return db
    .select({ userId: userDirectory.id, name: userDirectory.name, email: userDirectory.email })
    .from(memberships)
    .innerJoin(userDirectory, eq(userDirectory.id, memberships.userId))
    .where(and(eq(memberships.hubId, hubId), eq(memberships.active, true), eq(userDirectory.active, true)))
    .orderBy(asc(userDirectory.name));
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

/** Users with an active membership of the hub, whether or not their user is active, by name. */
export async function memberUsers(db: Db, hubId: string) {
  return db
    .select({ id: userDirectory.id, email: userDirectory.email, name: userDirectory.name })
    .from(memberships)
    .innerJoin(userDirectory, eq(userDirectory.id, memberships.userId))
    .where(and(eq(memberships.hubId, hubId), eq(memberships.active, true)))
    .orderBy(asc(userDirectory.name));
}

/** An active user of the hub: their name and avatar. */
export async function activeMember(db: Db, hubId: string, userId: string) {
  const [member] = await db
    .select({ name: userDirectory.name, avatar: userDirectory.avatar })
    .from(memberships)
    .innerJoin(userDirectory, eq(userDirectory.id, memberships.userId))
    .where(
      and(
        eq(memberships.hubId, hubId),
        eq(memberships.userId, userId),
        eq(memberships.active, true),
        eq(userDirectory.active, true),
      ),
    );
  return member;
}

/** The email of a user who belongs to the hub (a membership in any state), or undefined. */
export async function memberEmail(db: Db, hubId: string, userId: string) {
  const [user] = await db
    .select({ email: userDirectory.email })
    .from(userDirectory)
    .innerJoin(memberships, eq(memberships.userId, userDirectory.id))
    .where(and(eq(userDirectory.id, userId), eq(memberships.hubId, hubId)));
  return user?.email;
}

/** The user's active membership of the hub. */
export async function activeMembership(db: Db, hubId: string, userId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.hubId, hubId), eq(memberships.userId, userId), eq(memberships.active, true)));
  return row;
}
