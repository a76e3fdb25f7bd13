import type { LineCredentials } from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';
import { type LineHosts, lineStatus, messagingClients, tokenClient } from '../../core/line/line-clients.ts';

export interface VerifiedChannel {
  accessToken: string;
  tokenExpiresAt: Date | null;
  bot: { userId: string; basicId: string; displayName: string; pictureUrl: string | null };
}

/** Any failure to reach the platform at all is "unreachable"; anything LINE answered is `refusal`. */
async function call<T>(
  work: () => Promise<T>,
  refusal: 'line.error.badSecret' | 'line.error.badToken',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = lineStatus(error);
    if (status === undefined || status >= 500) throw new AppError('line.error.unreachable');
    throw new AppError(refusal);
  }
}

/**
 * Checks the credentials live: the channel id and secret by issuing a short-lived token (which is
 * the token itself when the user chose short-lived), then the token by reading the bot's info.
 */
export async function verifyCredentials(
  credentials: LineCredentials,
  hosts: LineHosts,
): Promise<VerifiedChannel> {
  const issued = await call(
    () =>
      tokenClient(credentials.platform, hosts).issueChannelToken(
        'client_credentials',
        credentials.channelId,
        credentials.channelSecret,
      ),
    'line.error.badSecret',
  );
  const accessToken = credentials.tokenKind === 'long' ? credentials.accessToken : issued.access_token;
  const tokenExpiresAt =
    credentials.tokenKind === 'long' ? null : new Date(Date.now() + issued.expires_in * 1000);
  const info = await call(
    () => messagingClients(credentials.platform, hosts, accessToken).api.getBotInfo(),
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
