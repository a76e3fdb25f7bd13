import { notFound } from '../../control/errors.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import type { Channel, User } from '../state/types.ts';
import { type DeliveryResult, dispatchEvents } from './dispatch.ts';

/** What a simulated action produced: the event and how its first delivery went. */
export interface EventResult {
  event: JsonObject;
  /** null when the channel has no active webhook URL. */
  delivery: DeliveryResult | null;
}

export async function emit(ctx: SandboxContext, channelId: string, event: JsonObject): Promise<EventResult> {
  const delivery = (await ctx.tasks.track(dispatchEvents(ctx, channelId, [event]))) ?? null;
  return { event, delivery };
}

export function requireChannel(ctx: SandboxContext, channelId: string): Channel {
  const channel = ctx.store.channel(channelId);
  if (!channel) throw notFound('channel', channelId);
  return channel;
}

export function requireUser(ctx: SandboxContext, userId: string): User {
  const user = ctx.store.user(userId);
  if (!user) throw notFound('user', userId);
  return user;
}
