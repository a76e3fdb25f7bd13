import type { FastifyInstance } from 'fastify';
import { isGroupId, isUserId } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { assertQuota, deliver, isDeliverable, phantomSentMessages } from '../messaging/send.ts';
import { unitOf } from '../messaging/units.ts';
import { channelOf, jsonBody, lineRoute } from '../route.ts';

/**
 * Sending: reply, push, multicast, broadcast and the validate endpoints.
 * https://developers.line.biz/en/reference/messaging-api/#messages
 */
interface Messages {
  messages: JsonObject[];
  /** Push and multicast: a unit name for the statistics per unit (units.ts checks it). */
  customAggregationUnits?: string[];
}

export function registerMessageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'POST', '/v2/bot/message/reply', 'replyMessage', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<Messages & { replyToken: string }>(request);
    const target = ctx.replyTokens.consume(body.replyToken, channel.channelId, ctx.clock.now());
    if (!target) throw lineErrors.invalidReplyToken();
    if (!isDeliverable(ctx, channel.channelId, target.chatId)) {
      return { sentMessages: phantomSentMessages(ctx, body.messages) };
    }
    const [sent = []] = deliver(ctx, channel.channelId, {
      via: 'reply',
      chatIds: [target.chatId],
      messages: body.messages,
      requestId: request.line.requestId,
    });
    return { sentMessages: sent };
  });

  lineRoute(app, 'POST', '/v2/bot/message/push', 'pushMessage', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<Messages & { to: string }>(request);
    // IDs the platform does not know (malformed, another provider's) fail; known non-friends get 200.
    const known = isUserId(body.to)
      ? ctx.store.user(body.to)
      : isGroupId(body.to)
        ? ctx.store.state.groups[body.to]
        : undefined;
    if (!known) throw lineErrors.failedToSend();
    if (!isDeliverable(ctx, channel.channelId, body.to)) {
      return { sentMessages: phantomSentMessages(ctx, body.messages) };
    }
    assertQuota(ctx, channel, 1);
    const [sent = []] = deliver(ctx, channel.channelId, {
      via: 'push',
      chatIds: [body.to],
      messages: body.messages,
      requestId: request.line.requestId,
      unit: unitOf(ctx, channel.channelId, body.customAggregationUnits),
    });
    return { sentMessages: sent };
  });

  lineRoute(app, 'POST', '/v2/bot/message/multicast', 'multicast', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<Messages & { to: string[] }>(request);
    const recipients = [...new Set(body.to)].filter(
      (id) => isUserId(id) && isDeliverable(ctx, channel.channelId, id),
    );
    assertQuota(ctx, channel, recipients.length);
    deliver(ctx, channel.channelId, {
      via: 'multicast',
      chatIds: recipients,
      messages: body.messages,
      requestId: request.line.requestId,
      unit: unitOf(ctx, channel.channelId, body.customAggregationUnits),
    });
    return {};
  });

  lineRoute(app, 'POST', '/v2/bot/message/broadcast', 'broadcast', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<Messages>(request);
    const recipients = ctx.store.friends(channel.channelId).map((u) => u.userId);
    assertQuota(ctx, channel, recipients.length);
    deliver(ctx, channel.channelId, {
      via: 'broadcast',
      chatIds: recipients,
      messages: body.messages,
      requestId: request.line.requestId,
    });
    return {};
  });

  const validations = [
    ['reply', 'validateReply'],
    ['push', 'validatePush'],
    ['multicast', 'validateMulticast'],
    ['narrowcast', 'validateNarrowcast'],
    ['broadcast', 'validateBroadcast'],
  ] as const;
  for (const [kind, operationId] of validations) {
    // The schema check in the pipeline is the whole job of these endpoints.
    lineRoute(app, 'POST', `/v2/bot/message/validate/${kind}`, operationId, () => ({}));
  }
}
