import { validateSignature } from '@line/bot-sdk';

/**
 * LINE signs the raw body: base64(HMAC-SHA256(channel secret, body)) in `x-line-signature`.
 * It must be checked on the exact bytes received, before any parsing.
 * https://developers.line.biz/en/docs/messaging-api/verify-webhook-signature/
 */
export function lineSignatureValid(
  rawBody: Buffer,
  channelSecret: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  return validateSignature(rawBody, channelSecret, signature);
}
