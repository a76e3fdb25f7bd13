import { randomUUID } from 'node:crypto';
import {
  type createLineAccountRequestSchema,
  DEFAULT_LINE_ACCOUNT_OPTIONS,
  lineUserIdLabel,
  lineUserIdProperty,
  type Plan,
} from '@hubline/contract';
import type { z } from 'zod';
import type { SecretBox } from '../../core/crypto/secret-box.ts';
import type { Db } from '../../core/db/client.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import type { LinePort } from '../../core/line/line-port.ts';
import { lineErrorBody, lineReasonOf } from '../../core/line/line-reason.ts';
import { assertCanConnect } from './channel-limit.ts';
import { webhookUrl } from './line-account-view.ts';
import { countAccounts, insertAccount, nextSeq } from './line-accounts.repository.ts';
import { verifyCredentials } from './verify-credentials.ts';

interface Context {
  db: Db;
  crm: Deps['crm'];
  secrets: SecretBox;
  line: LinePort;
  publicUrl: string;
}

/**
 * Verifies the credentials live, stores them sealed, then points the channel's webhook at us and
 * asks the platform to test it. A webhook that cannot be set or tested does not undo the
 * connection: the completion screen shows the URL to paste and what went wrong.
 */
export async function createLineAccount(
  ctx: Context,
  hub: { id: string; subscription: Plan },
  userId: string | null,
  input: z.infer<typeof createLineAccountRequestSchema>,
) {
  assertCanConnect(hub.subscription, await countAccounts(ctx.db, hub.id));
  const { credentials } = input;
  const verified = await verifyCredentials(credentials, ctx.line, 'connect');
  const id = randomUUID();
  const seq = await nextSeq(ctx.db, hub.id);
  // The CRM property for this account's LINE user ids first: HubSpot needs it made, and a
  // refusal there leaves nothing half-connected. Through the port alone: the CRM reads the hub's
  // accounts, so importing it here would close a circle.
  const name = lineUserIdProperty(seq);
  const existing = await ctx.crm.properties.list(hub.id, 'contacts');
  if (!existing.some((property) => property.name === name))
    await ctx.crm.properties.create(hub.id, 'contacts', {
      name,
      label: lineUserIdLabel(seq),
      type: 'text',
      options: [],
    });
  const row = await insertAccount(ctx.db, {
    id,
    hubId: hub.id,
    seq,
    platform: credentials.platform,
    channelId: credentials.channelId,
    channelSecret: ctx.secrets.seal(credentials.channelSecret),
    accessToken: ctx.secrets.seal(verified.accessToken),
    tokenKind: credentials.tokenKind,
    tokenExpiresAt: verified.tokenExpiresAt,
    botUserId: verified.bot.userId,
    basicId: verified.bot.basicId,
    name: verified.bot.displayName,
    icon: verified.bot.pictureUrl,
    description: input.description,
    // A new channel starts on the hub's plan (the card shows it; billing changes it later).
    plan: hub.subscription,
    options: { ...DEFAULT_LINE_ACCOUNT_OPTIONS, ...input.options },
    updatedBy: userId,
  });
  if (!row) throw new AppError('line.error.duplicate');
  const webhook = await connectWebhook(
    ctx,
    credentials.platform,
    verified.accessToken,
    webhookUrl(ctx.publicUrl, id),
  );
  return { account: row, webhook };
}

async function connectWebhook(ctx: Context, platform: 'line' | 'sandbox', token: string, url: string) {
  const api = ctx.line.messaging({ platform, accessToken: token });
  try {
    await api.setWebhookEndpoint({ endpoint: url });
  } catch (error) {
    return { url, set: false, tested: false, detail: describe(error) };
  }
  try {
    const test = await api.testWebhookEndpoint({ endpoint: url });
    return {
      url,
      set: true,
      tested: test.success === true,
      detail: test.success
        ? null
        : `${test.statusCode ?? ''} ${test.reason ?? ''} ${test.detail ?? ''}`.trim(),
    };
  } catch (error) {
    return { url, set: true, tested: false, detail: describe(error) };
  }
}

/** LINE's own words when it answered (not "400 - Bad Request"), else what went wrong on the way. */
function describe(error: unknown) {
  return (
    lineReasonOf(lineErrorBody(error)) ??
    (error instanceof Error ? error.message.slice(0, 300) : String(error))
  );
}
