import { randomBytes, randomUUID } from 'node:crypto';

/** Identifier formats of the LINE Platform, so that clients' own format checks pass. */

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** `U` + 32 lowercase hex: user IDs and the bot's own user ID (webhook `destination`). */
export const newUserId = (): string => `U${hex(16)}`;
export const newGroupId = (): string => `C${hex(16)}`;
export const newReplyToken = (): string => hex(16);
export const newRequestId = (): string => randomUUID();
export const newRichMenuId = (): string => `richmenu-${hex(16)}`;
export const newChannelSecret = (): string => hex(16);
/** Channel IDs are 10 digits. */
export const newChannelId = (): string =>
  String(1_000_000_000 + (Number.parseInt(hex(4), 16) % 8_999_999_999));
/** Long-lived channel access tokens are ~172 base64 characters. */
export const newAccessToken = (): string => randomBytes(129).toString('base64');
export const newQuoteToken = (): string => randomBytes(96).toString('base64url');
/** Basic IDs look like `@123abcde`. */
export function newBasicId(): string {
  const letters = [...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `@${String(100 + (randomBytes(2).readUInt16BE() % 900))}${letters}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ULID (webhookEventId): 48-bit time + 80 random bits, Crockford base32, 26 characters. */
export function ulid(now: number): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(t % 32) + time;
    t = Math.floor(t / 32);
  }
  const random = [...randomBytes(16)].map((b) => CROCKFORD.charAt(b % 32)).join('');
  return time + random;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
export const isUserId = (value: string): boolean => /^U[0-9a-f]{32}$/.test(value);
export const isGroupId = (value: string): boolean => /^C[0-9a-f]{32}$/.test(value);
