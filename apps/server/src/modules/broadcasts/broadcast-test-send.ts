import { createHash, randomUUID } from 'node:crypto';
import { lineUserIdProperty, type testSendSchema } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUuid } from '../../core/db/ids.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { type CallOutcome, callWithRetryKey, retrying } from '../../core/line/line-send.ts';
import { activeMember } from '../hubs/index.ts';
import { getAccount, lineUserRecords } from '../line-accounts/index.ts';
import { lineMessageBuilder } from '../messages/index.ts';
import { lineTestIdFor } from '../profile/index.ts';
import { lineSenderOf, withSender } from './broadcast-sender.ts';
import { findBroadcast, updateBroadcast } from './broadcasts.repository.ts';

type TestSend = z.output<typeof testSendSchema>;
type TestDeps = Pick<Deps, 'db' | 'crm' | 'config' | 'secrets' | 'line'>;

/** A friend of the account by its id (the inbox's vid): its LINE user id and contact. */
async function friendOf(deps: TestDeps, hubId: string, accountId: string, vid: string) {
  if (!isUuid(vid)) return undefined;
  const [friend] = await deps.db
    .select({ userId: lineUserRecords.userId, contactId: lineUserRecords.contactId })
    .from(lineUserRecords)
    .where(
      and(
        eq(lineUserRecords.hubId, hubId),
        eq(lineUserRecords.lineAccountId, accountId),
        eq(lineUserRecords.id, vid),
      ),
    );
  return friend;
}

/** A console user of the hub: their own LINE user id on the account (profile), or a refusal naming them. */
async function testIdOfUser(deps: TestDeps, hubId: string, userId: string, accountId: string) {
  const member = orNotFound(isUuid(userId) ? await activeMember(deps.db, hubId, userId) : undefined);
  const lineUserId = await lineTestIdFor(deps.db, hubId, userId, accountId);
  if (!lineUserId) throw new AppError('broadcast.error.noTestUserId', { name: member.name });
  return lineUserId;
}

/** The contact's properties fill the tokens; a recipient the CRM does not know gets them empty. */
async function propertiesOf(
  deps: TestDeps,
  hubId: string,
  seq: number,
  lineUserId: string,
  contactId?: string | null,
) {
  const contact = contactId
    ? await deps.crm.contacts.get(hubId, contactId)
    : await deps.crm.contacts.findBy(hubId, lineUserIdProperty(seq), lineUserId);
  return Object.fromEntries(
    Object.entries(contact?.properties ?? {}).map(([name, value]) => [
      name,
      value == null ? '' : String(value),
    ]),
  );
}

/**
 * Why a test send failed as the user reads it: unknown when LINE never answered; for a phone,
 * LINE's documented reasons for a notification message it refuses (403: the account may not send
 * them; 422: no user it can reach at that number); else LINE's own words. A refusal is always a
 * 4xx; only LINE failing or out of reach is a 502.
 * https://developers.line.biz/en/reference/line-notification-messages/#send-line-notification-message-flexible
 */
function testFailure(failure: Extract<CallOutcome, { ok: false }>, byPhone: boolean) {
  if (failure.maybeArrived) return new AppError('broadcast.error.testUnknown');
  if (byPhone && failure.status === 422) return new AppError('broadcast.error.testPhoneUnreachable');
  if (byPhone && failure.status === 403) return new AppError('broadcast.error.testPhoneNotAllowed');
  if (failure.lineReason) return new AppError('broadcast.error.testRefused', { reason: failure.lineReason });
  if (failure.status !== undefined && failure.status < 500)
    return new AppError('broadcast.error.testRefused', { reason: `HTTP ${failure.status}` });
  return new AppError('broadcast.error.testFailed');
}

/**
 * Pushes a broadcast's messages to one person before the real send (messaging.md §4), with a retry
 * key like every broadcast push; a phone number goes as a LINE notification message (PNP) by its
 * SHA-256 hash. Success records testSentAt, which unlocks schedule and execute; when LINE did not
 * answer, the user is told it may or may not have arrived rather than that it failed.
 */
export async function sendTest(deps: TestDeps, hubId: string, input: TestSend, now: Date) {
  const broadcast = orNotFound(await findBroadcast(deps.db, hubId, input.id));
  const account = orNotFound(await getAccount(deps.db, hubId, broadcast.lineAccountId));
  if (broadcast.messages.length === 0) throw new AppError('broadcast.error.noMessages');
  const { to } = input;
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  const sender = await lineSenderOf(deps.db, hubId, broadcast.sender, deps.config.publicUrl);
  const timeoutMs = deps.config.broadcasts.requestTimeoutMs;
  const site = { db: deps.db, publicUrl: deps.config.publicUrl };
  const build = await lineMessageBuilder(site, hubId, broadcast.messages);

  let outcome: { ok: true } | Extract<CallOutcome, { ok: false }>;
  if (to.kind === 'phone') {
    const hashed = createHash('sha256').update(to.phone).digest('hex');
    const messages = withSender(build(), sender);
    // PNP takes no retry key, and each one that arrives is billed: it is sent at most once unless
    // LINE surely did not take it (see retrying).
    outcome = await retrying(() => api.pushMessagesByPhone({ to: hashed, messages }), {
      timeoutMs,
      once: true,
    });
  } else {
    const friend =
      to.kind === 'friend' ? orNotFound(await friendOf(deps, hubId, account.id, to.vid)) : undefined;
    const lineUserId =
      to.kind === 'user'
        ? await testIdOfUser(deps, hubId, to.userId, account.id)
        : (friend?.userId ?? (to.kind === 'lineUserId' ? to.lineUserId : ''));
    const properties = await propertiesOf(deps, hubId, account.seq, lineUserId, friend?.contactId);
    const messages = withSender(build(properties), sender);
    const retryKey = randomUUID();
    outcome = await callWithRetryKey(
      () => api.pushMessageWithHttpInfo({ to: lineUserId, messages }, retryKey),
      { timeoutMs, beforeAttempt: async () => {} },
    );
  }
  if (!outcome.ok) throw testFailure(outcome, to.kind === 'phone');
  await updateBroadcast(deps.db, hubId, broadcast.id, { testSentAt: now });
}
