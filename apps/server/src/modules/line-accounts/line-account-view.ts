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

export function webhookUrl(publicUrl: string, accountId: string) {
  return `${publicUrl}/webhooks/line/${accountId}`;
}
