import { createHmac } from 'node:crypto';

/**
 * `x-line-signature`: Base64(HMAC-SHA256(channel secret, raw body bytes)).
 * https://developers.line.biz/en/docs/messaging-api/verify-webhook-signature/ (LINE-FACTS §5.1)
 */
export const signBody = (channelSecret: string, body: string | Buffer): string =>
  createHmac('sha256', channelSecret).update(body).digest('base64');
