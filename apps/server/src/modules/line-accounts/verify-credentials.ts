import type { LineCredentials } from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';
import { lineStatus } from '../../core/line/line-failure.ts';
import type { LinePort } from '../../core/line/line-port.ts';

export interface VerifiedChannel {
  accessToken: string;
  tokenExpiresAt: Date | null;
  bot: { userId: string; basicId: string; displayName: string; pictureUrl: string | null };
}

/**
 * Any failure to reach the platform at all is "unreachable", LINE's 429 is "try later" (LINE-FACTS
 * §1: a rate limit, not a wrong credential); anything else LINE answered is `refusal`.
 */
async function call<T>(
  work: () => Promise<T>,
  refusal: 'line.error.badSecret' | 'line.error.badToken',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = lineStatus(error);
    if (status === undefined || status >= 500) throw new AppError('line.error.unreachable');
    if (status === 429) throw new AppError('line.error.rateLimited');
    throw new AppError(refusal);
  }
}

/**
 * Checks the credentials live: the channel id and secret by issuing a token, then the access token
 * by reading the bot's info. LINE keeps at most 30 short-lived tokens a channel and revokes the
 * oldest past that, so a check must not issue one it throws away: a stateless token (15 minutes,
 * no such limit) checks the secret, and a short-lived one is issued only when connecting an account
 * that keeps it (token kind short).
 */
export async function verifyCredentials(
  credentials: LineCredentials,
  line: LinePort,
  purpose: 'check' | 'connect',
): Promise<VerifiedChannel> {
  const tokens = line.tokens(credentials.platform);
  const { channelId, channelSecret } = credentials;
  const keepsIssued = purpose === 'connect' && credentials.tokenKind === 'short';
  const issued = await call(
    () =>
      keepsIssued
        ? tokens.issueChannelToken('client_credentials', channelId, channelSecret)
        : tokens.issueStatelessChannelTokenByClientSecret(channelId, channelSecret),
    'line.error.badSecret',
  );
  const accessToken = credentials.tokenKind === 'long' ? credentials.accessToken : issued.access_token;
  const tokenExpiresAt = keepsIssued ? new Date(Date.now() + issued.expires_in * 1000) : null;
  const info = await call(
    () => line.messaging({ platform: credentials.platform, accessToken }).getBotInfo(),
    'line.error.badToken',
  );
  return {
    accessToken,
    tokenExpiresAt,
    bot: {
      userId: info.userId,
      basicId: info.basicId,
      displayName: info.displayName,
      pictureUrl: info.pictureUrl ?? null,
    },
  };
}
