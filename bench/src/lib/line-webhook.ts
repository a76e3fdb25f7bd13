import { createHmac, randomBytes } from 'node:crypto';

/**
 * Webhook deliveries as the LINE Platform sends them (webhook.yml, LINE-FACTS.md §5): a signed
 * `{destination, events}` body whose events each carry a fresh ULID `webhookEventId`.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ULID: 48-bit time + 80 random bits in Crockford base32, 26 characters (LINE's webhookEventId). */
export function ulid(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(t % 32) + time;
    t = Math.floor(t / 32);
  }
  let random = '';
  for (const byte of randomBytes(16)) random += CROCKFORD.charAt(byte % 32);
  return time + random;
}

/** `U` + 32 lowercase hex, as LINE's user IDs (and the bot's own, the webhook `destination`). */
export const lineUserId = () => `U${randomBytes(16).toString('hex')}`;

const TEXTS = [
  'こんにちは、予約できますか？',
  'Is the cafe open tomorrow?',
  '今日のおすすめは何ですか',
  'Thanks!',
];
let messageSeq = 0;

/** One text message from a user (a MessageEvent with a TextMessageContent), new ids every time. */
export function textMessageEvent(userId: string) {
  messageSeq += 1;
  const now = Date.now();
  return {
    type: 'message',
    message: {
      id: String(500_000_000_000_000_000n + BigInt(now) * 1000n + BigInt(messageSeq % 1000)),
      type: 'text',
      quoteToken: randomBytes(96).toString('base64url'),
      text: TEXTS[messageSeq % TEXTS.length] ?? 'Hello',
    },
    webhookEventId: ulid(now),
    deliveryContext: { isRedelivery: false },
    timestamp: now,
    source: { type: 'user', userId },
    replyToken: randomBytes(16).toString('hex'),
    mode: 'active',
  };
}

/** The exact body bytes and their `x-line-signature`: base64(HMAC-SHA256(channel secret, body)). */
export function signedDelivery(channelSecret: string, destination: string, events: object[]) {
  const body = Buffer.from(JSON.stringify({ destination, events }));
  const signature = createHmac('sha256', channelSecret).update(body).digest('base64');
  return { body, signature };
}
