import type { LineAccount } from '@hubline/contract';
import type { LineAccountRow } from './line-accounts.schema.ts';

/** The account as the API shows it: never the channel secret or the token. */
export function toLineAccount(
  row: {
    account: LineAccountRow;
    friends: number | null;
    blocked: number | null;
    updatedByName: string | null;
  },
  publicUrl: string,
): LineAccount {
  const a = row.account;
  return {
    id: a.id,
    seq: a.seq,
    name: a.name,
    description: a.description,
    icon: a.icon,
    platform: a.platform,
    channelId: a.channelId,
    basicId: a.basicId,
    botUserId: a.botUserId,
    tokenKind: a.tokenKind,
    tokenExpiresAt: a.tokenExpiresAt?.toISOString() ?? null,
    webhookUrl: webhookUrl(publicUrl, a.id),
    insecurePublicUrl: a.platform === 'line' && !isHttps(publicUrl),
    plan: a.plan,
    underContract: a.underContract,
    mergeBy: a.mergeBy,
    mergeProperty: a.mergeProperty,
    options: a.options,
    sendFrequencyHours: a.sendFrequencyHours,
    slackWebhookUrl: a.slackWebhookUrl,
    friends: row.friends ?? 0,
    blocked: row.blocked ?? 0,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

/** LINE takes only https URLs for webhooks, media and links (LINE-FACTS §14, the reference's URL fields). */
export function isHttps(publicUrl: string) {
  return publicUrl.toLowerCase().startsWith('https://');
}

export function webhookUrl(publicUrl: string, accountId: string) {
  return `${publicUrl}/webhooks/line/${accountId}`;
}
