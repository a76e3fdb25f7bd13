import type { BroadcastMessage } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { accountCallError, lineStatus } from '../../core/line/line-failure.ts';
import { type LineErrorBody, lineErrorBody } from '../../core/line/line-reason.ts';
import { getAccount } from '../line-accounts/index.ts';
import { lineMessageBuilder } from '../messages/index.ts';

/** LINE's reasons we have words for in every language; any other is shown as LINE wrote it. */
const KNOWN_REASONS: Record<string, string> = {
  'may not be empty': 'validation.required',
  'must be specified': 'validation.required',
};

/**
 * Pure: LINE's refusal of a request's `messages` as our error: LINE's own message, and on the
 * composer's field of each message it names (`messages[1].text` → `messages.1.json`) its reason.
 */
export function lineRefusalOf(body: LineErrorBody): AppError {
  const details = body.details ?? [];
  const first = details[0];
  const fields: Record<string, string> = {};
  for (const detail of details) {
    const index = /^messages\[(\d+)\]/.exec(detail.property ?? '')?.[1];
    const reason = detail.message ?? '';
    const field = index === undefined ? 'messages' : `messages.${index}.json`;
    fields[field] ??= KNOWN_REASONS[reason.toLowerCase()] ?? `${detail.property}: ${reason}`;
  }
  return new AppError(
    'broadcast.error.lineRefused',
    { reason: first ? `${first.property ?? ''}: ${first.message ?? ''}` : (body.message ?? '') },
    fields,
  );
}

/**
 * Checks a broadcast's messages before they are saved. Library references are read (one the hub
 * does not have is refused on its field). JSON messages are the user's own LINE message objects:
 * LINE's validate endpoint (POST /v2/bot/message/validate/push) checks them, so a message LINE
 * would refuse is refused here with LINE's reason, not at send time as "Sent Failure.". The
 * messages we build (text, flex, images, library items) need no such round trip.
 */
export async function checkMessagesWithLine(
  deps: Pick<Deps, 'db' | 'secrets' | 'line' | 'config'>,
  hubId: string,
  accountId: string,
  messages: BroadcastMessage[],
) {
  const build = await lineMessageBuilder({ db: deps.db, publicUrl: deps.config.publicUrl }, hubId, messages);
  if (!messages.some((message) => message.type === 'json')) return;
  const account = orNotFound(await getAccount(deps.db, hubId, accountId));
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  try {
    await api.validatePush({ messages: build() });
  } catch (error) {
    if (lineStatus(error) === 400) throw lineRefusalOf(lineErrorBody(error));
    throw accountCallError(error);
  }
}
