import { isUserId, newUserId } from '../ids.ts';
import type { SandboxContext } from '../line/context.ts';
import type { FriendStatus, Friendship, User } from '../line/state/types.ts';
import { conflict, invalid, notFound } from './errors.ts';

/** A simulated LINE user to create: any of the stored fields (the sandbox fills in the rest). */
export type UserInput = Partial<Omit<User, 'createdAt'>>;

export type UserPatch = Omit<UserInput, 'userId'>;

export interface UserWithFriendship extends User {
  friendship?: Friendship;
}

const AREA = /^(jp_(0[1-9]|[1-3]\d|4[0-7])|tw_(0[1-9]|1\d|2[0-2])|th_0[1-8]|id_(0[1-9]|1[0-2]))$/;
const E164 = /^\+[1-9]\d{6,14}$/;

function check(input: UserPatch): void {
  if (input.age !== undefined && (!Number.isInteger(input.age) || input.age < 0 || input.age > 150)) {
    throw invalid('age must be an integer between 0 and 150');
  }
  if (input.area !== undefined && !AREA.test(input.area))
    throw invalid('area must be a narrowcast area code such as jp_13');
  if (input.phoneNumber !== undefined && !E164.test(input.phoneNumber)) {
    throw invalid('phoneNumber must be in E.164 format, e.g. +818000001234');
  }
}

/** Drops undefined fields so that a patch never erases a value; the result keeps T's keys, hence the cast. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export function createUser(ctx: SandboxContext, input: UserInput = {}): User {
  const userId = input.userId ?? newUserId();
  if (!isUserId(userId)) throw invalid('userId must be U followed by 32 hex digits');
  if (ctx.store.user(userId)) throw conflict(`user ${userId} already exists`);
  check(input);
  const user: User = {
    ...defined(input),
    userId,
    displayName: input.displayName ?? `User ${userId.slice(1, 7)}`,
    createdAt: ctx.clock.now(),
  };
  ctx.store.state.users[userId] = user;
  ctx.store.changed();
  return structuredClone(user);
}

export function requireUser(ctx: SandboxContext, userId: string): User {
  const user = ctx.store.user(userId);
  if (!user) throw notFound('user', userId);
  return user;
}

export function updateUser(ctx: SandboxContext, userId: string, patch: UserPatch): User {
  const user = requireUser(ctx, userId);
  check(patch);
  Object.assign(user, defined(patch));
  ctx.store.changed();
  return structuredClone(user);
}

/** Users, optionally only those with a relationship (of a given status) to a channel. */
export function listUsers(
  ctx: SandboxContext,
  filter: { channelId?: string; status?: FriendStatus } = {},
): UserWithFriendship[] {
  return ctx.store.users().flatMap((user) => {
    if (!filter.channelId) return [structuredClone(user)];
    const friendship = ctx.store.friendship(filter.channelId, user.userId);
    if (!friendship || (filter.status && friendship.status !== filter.status)) return [];
    return [{ ...structuredClone(user), friendship: { ...friendship } }];
  });
}
