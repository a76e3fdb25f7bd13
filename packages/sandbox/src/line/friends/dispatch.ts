import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import type { Channel } from '../state/types.ts';
import { signBody } from './signature.ts';

/**
 * Sends webhook events to the channel's webhook URL, signed with the channel secret, the way the
 * LINE Platform does (https://developers.line.biz/en/reference/messaging-api/#webhooks). When the
 * receiver does not answer 2xx and the channel has redelivery on, the same events are sent again
 * a few times with backoff: same webhookEventId and replyToken, `deliveryContext.isRedelivery: true`
 * (https://developers.line.biz/en/docs/messaging-api/receiving-messages/#webhook-redelivery).
 */
export interface DeliveryResult {
  url: string;
  status: number | null;
  error?: string;
}

const USER_AGENT = 'LineBotWebhook/2.0';

const isSuccess = (status: number | null): boolean => status !== null && status >= 200 && status < 300;

const asRedelivered = (events: JsonObject[]): JsonObject[] =>
  events.map((event) => ({ ...event, deliveryContext: { isRedelivery: true } }));

/** POSTs one signed body; never throws. */
export async function postWebhook(
  ctx: SandboxContext,
  channel: Channel,
  url: string,
  events: JsonObject[],
  attempt: number,
): Promise<DeliveryResult> {
  const body = JSON.stringify({ destination: channel.botUserId, events });
  const signature = signBody(channel.channelSecret, body);
  const started = ctx.clock.now();
  const startedReal = performance.now();
  let status: number | null = null;
  let error: string | undefined;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-line-signature': signature,
        'user-agent': USER_AGENT,
      },
      body,
      signal: AbortSignal.timeout(ctx.timings.webhookTimeoutMs),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch (e) {
    error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  ctx.webhooks.add({
    channelId: channel.channelId,
    url,
    at: new Date(started).toISOString(),
    attempt,
    isRedelivery: attempt > 1,
    webhookEventIds: events.map((e) => String(e.webhookEventId)),
    status,
    error,
    durationMs: Math.round(performance.now() - startedReal),
    body,
    signature,
  });
  return error === undefined ? { url, status } : { url, status, error };
}

/**
 * Delivers events now; returns the first attempt's result (null when the channel has no active
 * webhook). Redeliveries, if any, run in the background on the sandbox clock.
 */
export async function dispatchEvents(
  ctx: SandboxContext,
  channelId: string,
  events: JsonObject[],
): Promise<DeliveryResult | null> {
  const channel = ctx.store.channel(channelId);
  if (!channel?.webhook.active || channel.webhook.endpoint === '' || events.length === 0) return null;
  const result = await postWebhook(ctx, channel, channel.webhook.endpoint, events, 1);
  if (!isSuccess(result.status)) scheduleRedelivery(ctx, channelId, asRedelivered(events), 0);
  return result;
}

function scheduleRedelivery(
  ctx: SandboxContext,
  channelId: string,
  events: JsonObject[],
  index: number,
): void {
  const delay = ctx.timings.redeliveryDelaysMs[index];
  const channel = ctx.store.channel(channelId);
  if (delay === undefined || !channel?.redelivery) return;
  ctx.tasks.later(delay, async () => {
    const current = ctx.store.channel(channelId);
    if (!current?.redelivery || !current.webhook.active || current.webhook.endpoint === '') return;
    const now = ctx.clock.now();
    for (const event of events) {
      if (typeof event.replyToken === 'string') ctx.replyTokens.delivered(event.replyToken, now);
    }
    const result = await postWebhook(ctx, current, current.webhook.endpoint, events, index + 2);
    if (!isSuccess(result.status)) scheduleRedelivery(ctx, channelId, events, index + 1);
  });
}
