import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { type ErrorDetail, lineErrors } from '../errors.ts';
import { dispatchEvents } from '../friends/dispatch.ts';
import { deliveryEvent } from '../friends/events.ts';
import { deliver } from '../messaging/send.ts';
import { channelOf, jsonBody, lineRoute, queryParam, rawBody } from '../route.ts';
import type { Channel, User, Via } from '../state/types.ts';
import { isYyyyMmDd, jstDay } from '../time.ts';
import { checkPnpTemplate } from './pnp-template.ts';
import { deliveryStatus } from './quota.ts';

/**
 * LINE notification messages (PNP): push by hashed phone number, flexible and template kinds,
 * `delivery` webhook on completion. https://developers.line.biz/en/reference/line-notification-messages/
 * (LINE-FACTS §11). Template keys, items and buttons are checked against LINE's registry (pnp-template.ts).
 */
export const hashPhone = (e164: string): string => createHash('sha256').update(e164).digest('hex');

const SHA256 = /^[0-9a-f]{64}$/;

/** Pure: the problems of a PNP destination and delivery tag. */
export function pnpProblems(to: unknown, deliveryTag: string | undefined): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (typeof to !== 'string' || !SHA256.test(to))
    problems.push({ message: 'The value must be a valid SHA-256 digest.', property: 'to' });
  if (deliveryTag !== undefined && (deliveryTag.length < 16 || deliveryTag.length > 100)) {
    problems.push({ message: 'Length must be between 16 and 100', property: 'X-Line-Delivery-Tag' });
  }
  return problems;
}

const objectOf = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

function templateProblems(body: JsonObject): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (typeof body.templateKey !== 'string' || body.templateKey === '')
    problems.push({ message: 'must be specified', property: 'templateKey' });
  const content = objectOf(body.body);
  const items = Array.isArray(content.items) ? content.items : [];
  const buttons = Array.isArray(content.buttons) ? content.buttons : [];
  if (items.length > 15) problems.push({ message: 'Size must be between 0 and 15', property: 'body.items' });
  if (buttons.length > 2)
    problems.push({ message: 'Size must be between 0 and 2', property: 'body.buttons' });
  return problems;
}

export function registerPnpRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const recipient = (to: string): User | undefined =>
    ctx.store.users().find((u) => u.phoneNumber && hashPhone(u.phoneNumber) === to);

  /** Delivers to the user's chat and, like LINE, reports completion with a `delivery` webhook. */
  const send = (
    channel: Channel,
    via: Via,
    user: User,
    message: JsonObject,
    requestId: string,
    data: string,
  ): void => {
    if (ctx.store.friendship(channel.channelId, user.userId)?.status === 'blocked') return;
    deliver(ctx, channel.channelId, { via, chatIds: [user.userId], messages: [message], requestId });
    const event = deliveryEvent(ctx.clock.now(), data);
    void ctx.tasks.track(dispatchEvents(ctx, channel.channelId, [event]));
  };

  lineRoute(app, 'POST', '/bot/pnp/push', 'pushMessagesByPhone', (request) => {
    const channel = channelOf(request);
    const body = jsonBody<{ to: string; messages: JsonObject[] }>(request);
    const tag = request.headers['x-line-delivery-tag'];
    const deliveryTag = Array.isArray(tag) ? tag[0] : tag;
    const problems = pnpProblems(body.to, deliveryTag);
    if (problems.length > 0) throw lineErrors.bodyErrors(problems);
    const user = recipient(body.to);
    if (!user) throw lineErrors.custom(422, 'Failed to send messages');
    for (const message of body.messages)
      send(channel, 'pnp', user, message, request.line.requestId, deliveryTag ?? body.to);
    return {};
  });

  lineRoute(
    app,
    'POST',
    '/v2/bot/message/pnp/templated/push',
    'pushTemplatedMessagesByPhone',
    (request, reply) => {
      const channel = channelOf(request);
      let body: unknown;
      try {
        body = JSON.parse(rawBody(request).toString('utf8'));
      } catch {
        throw lineErrors.unparsableJson('-', '-');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw lineErrors.invalidProperty('');
      const fields: JsonObject = Object.fromEntries(Object.entries(body));
      const tag = request.headers['x-line-delivery-tag'];
      const deliveryTag = Array.isArray(tag) ? tag[0] : tag;
      const problems = [...pnpProblems(fields.to, deliveryTag), ...templateProblems(fields)];
      if (problems.length > 0) throw lineErrors.bodyErrors(problems);
      const content = objectOf(fields.body);
      const view = checkPnpTemplate(String(fields.templateKey), content);
      const to = String(fields.to);
      const user = recipient(to);
      if (!user) throw lineErrors.custom(422, 'Failed to send messages');
      // `view` is what the LINE app draws from LINE's registry (title, labels): the phone page shows it.
      const message: JsonObject = {
        type: 'pnpTemplate',
        templateKey: fields.templateKey ?? '',
        body: content,
        view: { ...view },
      };
      send(channel, 'pnpTemplated', user, message, request.line.requestId, deliveryTag ?? to);
      return reply.code(202).send({});
    },
  );

  lineRoute(
    app,
    'GET',
    '/v2/bot/message/delivery/pnp/templated',
    'getPNPTemplatedMessageStatistics',
    (request) => {
      const day = queryParam(request, 'date') ?? '';
      if (!isYyyyMmDd(day)) throw lineErrors.invalidParameter('date');
      return deliveryStatus(
        day,
        jstDay(ctx.clock.now()),
        ctx.store.delivered(channelOf(request).channelId, 'pnpTemplated', day),
      );
    },
  );
}
