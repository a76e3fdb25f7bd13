import type { Deps } from '../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import { accountsWithTokensDue, replaceToken } from './line-tokens.repository.ts';

const DAY_MS = 86_400_000;
/**
 * Renew this long before a short-lived token's 30 days run out: the hourly sweep then has days of
 * chances, so a LINE outage or a refused renewal is noticed long before calls start failing.
 */
export const RENEW_BEFORE_MS = 7 * DAY_MS;

/**
 * Issues a new short-lived token (POST /v2/oauth/accessToken) for every account whose token is
 * due, and stores it with its expiry. The old one is not revoked: a send may be using it this
 * moment, and it expires by itself within RENEW_BEFORE_MS, so a channel holds at most two of the
 * 30 short-lived tokens LINE allows. An account LINE refuses (secret changed) is tried again on
 * the next sweep; the others are renewed regardless.
 */
export async function renewLineTokens(deps: Pick<Deps, 'db' | 'secrets' | 'line'>, now = new Date()) {
  const due = await accountsWithTokensDue(deps.db, new Date(now.getTime() + RENEW_BEFORE_MS));
  const failed: string[] = [];
  let renewed = 0;
  for (const account of due) {
    try {
      const issued = await deps.line
        .tokens(account.platform)
        .issueChannelToken('client_credentials', account.channelId, deps.secrets.open(account.channelSecret));
      const stored = await replaceToken(deps.db, account, {
        accessToken: deps.secrets.seal(issued.access_token),
        tokenExpiresAt: new Date(now.getTime() + issued.expires_in * 1000),
      });
      if (stored) renewed += 1;
    } catch {
      failed.push(account.id);
    }
  }
  return { renewed, failed };
}

export const LINE_TOKENS_RENEW: JobKind<object> = { name: 'line.tokens.renew', retryLimit: 0 };

export const renewLineTokensJob = (deps: Pick<Deps, 'db' | 'secrets' | 'line'>): JobDefinition<object> => ({
  ...LINE_TOKENS_RENEW,
  handle: async () => {
    await renewLineTokens(deps);
  },
});
