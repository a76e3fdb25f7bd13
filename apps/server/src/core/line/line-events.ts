/**
 * The LINE webhook events a domain may subscribe to, each with what its consumers need resolved
 * once by the webhooks module: the account, the chat, the friend's row, the fields LINE sent.
 * `Account` is the account's row as the webhooks module reads it (core names no module).
 * https://developers.line.biz/en/reference/messaging-api/#webhook-event-objects
 */
export type LineChatType = 'user' | 'group' | 'room';

/** The LINE user's row in our database, as it was when the event was taken. */
export interface LineEventFriend {
  id: string;
  /** Empty when LINE gave no profile. */
  displayName: string;
  contactId: string | null;
}

interface LineEventBase<Account, Type extends string> {
  type: Type;
  /**
   * The stored event's id: the same on every retry of this event, so the key that makes a
   * subscriber's effect happen once.
   */
  eventId: string;
  /** LINE's own id of the event (a ULID). */
  webhookEventId: string;
  hubId: string;
  lineAccountId: string;
  account: Account;
  /** Where the event happened: a friend's one-to-one chat, a group or a room. */
  chat: { type: LineChatType; id: string };
  /** Who did it, when LINE says (always in a one-to-one chat). */
  userId: string | undefined;
  occurredAt: Date;
  receivedAt: Date;
  replyToken: string | undefined;
  /** `standby` when another channel answers this chat. */
  mode: string | undefined;
  /** The event as LINE sent it, checked by the webhook's schema. */
  payload: Record<string, unknown>;
}

/** A message as LINE sent it; media content is fetched by the inbox. */
export type LineEventMessage = Record<string, unknown> & {
  id: string;
  type: string;
  text?: unknown;
  contentProvider?: { type?: string };
};

export interface LineEvents<Account> {
  /** `friend` is missing when a newer unfollow was already taken. */
  follow: LineEventBase<Account, 'follow'> & {
    userId: string;
    friend: LineEventFriend | undefined;
    /** The LINE profile read at the follow; empty when LINE has none. */
    profile: { displayName?: string };
  };
  unfollow: LineEventBase<Account, 'unfollow'> & { userId: string; friend: LineEventFriend | undefined };
  /** `friend` is set in a one-to-one chat (a writer without a follow event becomes one). */
  message: LineEventBase<Account, 'message'> & {
    message: LineEventMessage;
    friend: LineEventFriend | undefined;
  };
  postback: LineEventBase<Account, 'postback'> & { postback: { data: string; params?: unknown } };
  join: LineEventBase<Account, 'join'> & { chat: { type: 'group' | 'room' } };
  leave: LineEventBase<Account, 'leave'> & { chat: { type: 'group' | 'room' } };
  /** The LINE user ids of the people who joined. */
  memberJoined: LineEventBase<Account, 'memberJoined'> & { chat: { type: 'group' }; userIds: string[] };
  memberLeft: LineEventBase<Account, 'memberLeft'> & { chat: { type: 'group' }; userIds: string[] };
  videoPlayComplete: LineEventBase<Account, 'videoPlayComplete'> & { trackingId: string };
  beacon: LineEventBase<Account, 'beacon'> & { beacon: { hwid: string; type: string; dm?: string } };
  /** LINE's id of the message the user unsent. */
  unsend: LineEventBase<Account, 'unsend'> & { messageId: string };
  /**
   * A LINE notification message reached its phone: `data` is the delivery tag it was sent with, or
   * the hashed number. LINE names no chat (`chat.id` is empty, `userId` undefined).
   */
  delivery: LineEventBase<Account, 'delivery'> & { data: string };
}

export type LineEventType = keyof LineEvents<unknown>;
export type AnyLineEvent<Account> = LineEvents<Account>[LineEventType];

/**
 * The account row every event carries, named by the module that stores LINE accounts (it augments
 * this interface with `account`), so neither core nor the module contract has to know it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in line-accounts.
export interface LineEventAccountOf {}
export type LineEventAccount = LineEventAccountOf extends { account: infer Account } ? Account : unknown;

/**
 * A domain's handlers of LINE events, built by its module from its deps. Each event reaches every
 * subscriber, one after another in a fixed order, per friend in the order LINE gave; an event is
 * retried whole when one fails, so every handler must be idempotent on `eventId` (or on a key
 * LINE gives, such as the message id).
 */
export interface LineEventSubscriber<Account> {
  name: string;
  on: { [Type in LineEventType]?: (event: LineEvents<Account>[Type]) => Promise<void> };
  /**
   * Many message events at once (a burst from many friends; each chat's in LINE's order), for a
   * subscriber that can write them in a few statements instead of a few each. It must do what
   * `on.message` does for each of them; when it fails, the events are given one by one to
   * `on.message` instead, so one bad event fails alone.
   */
  onMessages?: (events: LineEvents<Account>['message'][]) => Promise<void>;
}
