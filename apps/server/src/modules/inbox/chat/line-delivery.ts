import { HTTPFetchError, type messagingApi } from '@line/bot-sdk';
import { AppError } from '../../../core/http/errors.ts';
import { lineStatus } from '../../../core/line/line-clients.ts';

type Api = messagingApi.MessagingApiClient;
type Message = messagingApi.Message;

/** LINE answers 400 with this message for a reply token that expired or was used (LINE-FACTS §2). */
const INVALID_REPLY_TOKEN = 'Invalid reply token';
/** ... and 429 with this one when the account's monthly quota is spent (LINE-FACTS §1). */
const MONTHLY_LIMIT = 'You have reached your monthly limit.';

const lineMessageOf = (error: unknown) => (error instanceof HTTPFetchError ? error.body : '');

/** LINE's refusal as the agent is told it: the quota, or a failed send. */
function sendFailure(error: unknown): AppError {
  if (lineStatus(error) === 429 && lineMessageOf(error).includes(MONTHLY_LIMIT)) {
    return new AppError('chat.error.quotaReached');
  }
  return new AppError('chat.error.sendFailed');
}

/** The messages of the push LINE accepted first, from its 409 answer (absent if it cannot be read). */
function acceptedMessages(body: string): messagingApi.SentMessage[] {
  try {
    return (JSON.parse(body) as Partial<messagingApi.PushMessageResponse>).sentMessages ?? [];
  } catch {
    return [];
  }
}

/**
 * A push with an X-Line-Retry-Key (LINE-FACTS §3): a 5xx or a lost connection is retried once with
 * the same key, and a 409 means LINE already accepted the first attempt, so nothing goes twice.
 */
async function push(api: Api, to: string, messages: Message[], retryKey: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await api.pushMessage({ to, messages }, retryKey);
    } catch (error) {
      const status = lineStatus(error);
      if (status === 409) {
        return { sentMessages: acceptedMessages(lineMessageOf(error)) };
      }
      const retryable = status === undefined || status >= 500;
      if (!retryable || attempt === 2) throw sendFailure(error);
    }
  }
}

const idsOf = (sent: { sentMessages: messagingApi.SentMessage[] }) => sent.sentMessages.map((m) => m.id);

/**
 * Sends messages (1 to 5) to a chat: with the free reply token when there is one (DESIGN.md rule 7),
 * else, or when LINE no longer takes the token, by push under `retryKey` (a UUID naming the stored
 * send, so the same send can never be accepted twice).
 */
export async function deliverToChat(
  api: Api,
  to: string,
  messages: Message[],
  replyToken: string | undefined,
  retryKey: string,
): Promise<{ via: 'reply' | 'push'; lineMessageIds: string[] }> {
  if (replyToken) {
    try {
      const replied = await api.replyMessage({ replyToken, messages });
      return { via: 'reply', lineMessageIds: idsOf(replied) };
    } catch (error) {
      if (!(lineStatus(error) === 400 && lineMessageOf(error).includes(INVALID_REPLY_TOKEN))) {
        throw sendFailure(error);
      }
    }
  }
  return { via: 'push', lineMessageIds: idsOf(await push(api, to, messages, retryKey)) };
}
