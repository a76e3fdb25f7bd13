import { AppError } from '../../../core/http/errors.ts';
import { lineBodyText, lineFailureKind } from '../../../core/line/line-failure.ts';
import type { LineMessaging } from '../../../core/line/line-port.ts';
import type { LineMessage, LinePushResponse, LineSentMessage } from '../../../core/line/line-types.ts';

/** LINE's refusal as the agent is told it: the quota, or a failed send. */
function sendFailure(error: unknown): AppError {
  if (lineFailureKind(error) === 'monthlyLimit') return new AppError('chat.error.quotaReached');
  return new AppError('chat.error.sendFailed');
}

/** The messages of the push LINE accepted first, from its 409 answer (absent if it cannot be read). */
function acceptedMessages(body: string): LineSentMessage[] {
  try {
    return (JSON.parse(body) as Partial<LinePushResponse>).sentMessages ?? [];
  } catch {
    return [];
  }
}

/**
 * A push with an X-Line-Retry-Key (LINE-FACTS §3): a 5xx or a lost connection is retried once with
 * the same key, and a 409 means LINE already accepted the first attempt, so nothing goes twice.
 */
async function push(api: LineMessaging, to: string, messages: LineMessage[], retryKey: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api.pushMessage({ to, messages }, retryKey);
    } catch (error) {
      const kind = lineFailureKind(error);
      if (kind === 'alreadyAccepted') {
        return { sentMessages: acceptedMessages(lineBodyText(error)) };
      }
      const retryable = kind === 'network' || kind === 'lineDown';
      if (!retryable || attempt === 2) throw sendFailure(error);
    }
  }
}

const idsOf = (sent: { sentMessages: LineSentMessage[] }) => sent.sentMessages.map((m) => m.id);

/**
 * Sends messages (1 to 5) to a chat: with the free reply token when there is one (ARCHITECTURE.md rule 7),
 * else, or when LINE no longer takes the token, by push under `retryKey` (a UUID naming the stored
 * send, so the same send can never be accepted twice).
 */
export async function deliverToChat(
  api: LineMessaging,
  to: string,
  messages: LineMessage[],
  replyToken: string | undefined,
  retryKey: string,
): Promise<{ via: 'reply' | 'push'; lineMessageIds: string[] }> {
  if (replyToken) {
    try {
      const replied = await api.replyMessage({ replyToken, messages });
      return { via: 'reply', lineMessageIds: idsOf(replied) };
    } catch (error) {
      if (lineFailureKind(error) !== 'invalidReplyToken') throw sendFailure(error);
    }
  }
  return { via: 'push', lineMessageIds: idsOf(await push(api, to, messages, retryKey)) };
}
