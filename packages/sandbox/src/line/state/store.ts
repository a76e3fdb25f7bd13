import { jstDay, jstMonth } from '../time.ts';
import {
  type Channel,
  type ChatEntry,
  emptyState,
  type Friendship,
  type RichMenuSpace,
  type SandboxState,
  type User,
  type Via,
} from './types.ts';

/** Kinds of sending that count against the monthly quota (reply and PNP do not). */
export const QUOTA_KINDS: ReadonlySet<string> = new Set<Via>([
  'push',
  'multicast',
  'broadcast',
  'narrowcast',
]);

/** Upper bound of the chat log kept (oldest entries go first). */
const MAX_CHAT_ENTRIES = 200_000;
/** The oldest entries are dropped this many at a time, not one per message (a shift of the whole log). */
const CHAT_TRIM = 20_000;

/**
 * The sandbox's data and its small lookups. Domain rules live in the modules that use it; every
 * mutation ends with `changed()` so that persistence (if any) saves.
 */
export class Store {
  state: SandboxState;
  private listener: () => void = () => undefined;

  constructor(state: SandboxState = emptyState()) {
    this.state = state;
  }

  onChange(listener: () => void): void {
    this.listener = listener;
  }

  changed(): void {
    this.listener();
  }

  reset(): void {
    this.state = emptyState();
    this.changed();
  }

  channel(channelId: string): Channel | undefined {
    return this.state.channels[channelId];
  }

  channels(): Channel[] {
    return Object.values(this.state.channels);
  }

  /** The channel a bearer token belongs to, and whether the token has expired. */
  channelByToken(token: string, now: number): { channel: Channel; expired: boolean } | undefined {
    for (const channel of this.channels()) {
      const found = channel.accessTokens.find((t) => t.token === token);
      if (found) return { channel, expired: found.expiresAt !== null && found.expiresAt <= now };
    }
    return undefined;
  }

  user(userId: string): User | undefined {
    return this.state.users[userId];
  }

  users(): User[] {
    return Object.values(this.state.users);
  }

  friendship(channelId: string, userId: string): Friendship | undefined {
    return this.state.friendships[channelId]?.[userId];
  }

  setFriendship(channelId: string, userId: string, friendship: Friendship): void {
    this.state.friendships[channelId] ??= {};
    const forChannel = this.state.friendships[channelId];
    if (forChannel) forChannel[userId] = friendship;
    this.changed();
  }

  isFriend(channelId: string, userId: string): boolean {
    return this.friendship(channelId, userId)?.status === 'friend';
  }

  /** Friends of a channel in the order they became friends. */
  friends(channelId: string): User[] {
    const links = this.state.friendships[channelId] ?? {};
    return Object.entries(links)
      .filter(([, f]) => f.status === 'friend')
      .sort(([a, fa], [b, fb]) => fa.since - fb.since || a.localeCompare(b))
      .map(([userId]) => this.user(userId))
      .filter((u): u is User => u !== undefined);
  }

  /** Message IDs are 18-digit numbers issued in increasing order. */
  nextMessageId(): string {
    const next = (BigInt(this.state.lastMessageId) + 1n).toString();
    this.state.lastMessageId = next;
    return next;
  }

  addChat(entry: ChatEntry): void {
    this.state.chat.push(entry);
    if (this.state.chat.length > MAX_CHAT_ENTRIES + CHAT_TRIM)
      this.state.chat.splice(0, this.state.chat.length - MAX_CHAT_ENTRIES);
    this.changed();
  }

  /**
   * One more send reached each of these chats. Unlike the chat log, which forgets its oldest
   * entries, these counters are never cut: they prove exactly-once delivery at any size.
   */
  countDeliveries(channelId: string, chatIds: string[]): void {
    this.state.deliveries[channelId] ??= {};
    const counts = this.state.deliveries[channelId];
    for (const chatId of chatIds) counts[chatId] = (counts[chatId] ?? 0) + 1;
    this.changed();
  }

  /** chatId → how many sends (push, multicast, broadcast, narrowcast, PNP) reached it. */
  deliveries(channelId: string): Record<string, number> {
    return this.state.deliveries[channelId] ?? {};
  }

  chat(channelId: string, chatId: string): ChatEntry[] {
    return this.state.chat.filter((e) => e.channelId === channelId && e.chatId === chatId);
  }

  chatEntry(messageId: string): ChatEntry | undefined {
    return this.state.chat.find((e) => e.id === messageId);
  }

  /** Counts delivered messages for the statistics endpoints and the monthly quota. */
  count(channelId: string, kind: Via, n: number, now: number): void {
    if (n <= 0) return;
    const key = `${channelId}|${kind}|${jstDay(now)}`;
    this.state.stats[key] = (this.state.stats[key] ?? 0) + n;
    this.changed();
  }

  delivered(channelId: string, kind: Via, day: string): number | undefined {
    return this.state.stats[`${channelId}|${kind}|${day}`];
  }

  /** Messages counted against the quota in the current month (JST). */
  monthlyUsage(channelId: string, now: number): number {
    const month = jstMonth(now);
    let total = 0;
    for (const [key, n] of Object.entries(this.state.stats)) {
      const [channel, kind, day] = key.split('|');
      if (channel === channelId && kind !== undefined && QUOTA_KINDS.has(kind) && day?.startsWith(month))
        total += n;
    }
    return total;
  }

  richMenus(channelId: string): RichMenuSpace {
    this.state.richMenus[channelId] ??= { menus: {}, userLinks: {}, aliases: {} };
    return this.state.richMenus[channelId];
  }
}
