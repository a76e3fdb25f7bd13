import { ulid } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';

/**
 * Webhook event objects (https://developers.line.biz/en/reference/messaging-api/#webhook-event-objects,
 * schemas in vendor/line/webhook.yml; a test validates them against `CallbackRequest`).
 */
export type Source = { type: 'user'; userId: string } | { type: 'group'; groupId: string; userId?: string };

export const userSource = (userId: string): Source => ({ type: 'user', userId });
export const groupSource = (groupId: string, userId?: string): Source =>
  userId ? { type: 'group', groupId, userId } : { type: 'group', groupId };

/** Common properties; `replyToken` only for events that can be replied to. */
export function baseEvent(type: string, source: Source, now: number, replyToken?: string): JsonObject {
  return {
    ...(replyToken ? { replyToken } : {}),
    type,
    mode: 'active',
    timestamp: now,
    source: { ...source },
    webhookEventId: ulid(now),
    deliveryContext: { isRedelivery: false },
  };
}

export const followEvent = (
  source: Source,
  now: number,
  replyToken: string,
  isUnblocked: boolean,
): JsonObject => ({
  ...baseEvent('follow', source, now, replyToken),
  follow: { isUnblocked },
});

export const unfollowEvent = (source: Source, now: number): JsonObject => baseEvent('unfollow', source, now);

export const messageEvent = (
  source: Source,
  now: number,
  replyToken: string,
  message: JsonObject,
): JsonObject => ({
  ...baseEvent('message', source, now, replyToken),
  message,
});

export const postbackEvent = (
  source: Source,
  now: number,
  replyToken: string,
  postback: { data: string; params?: JsonObject },
): JsonObject => ({
  ...baseEvent('postback', source, now, replyToken),
  postback: postback.params ? { data: postback.data, params: postback.params } : { data: postback.data },
});

export const beaconEvent = (
  source: Source,
  now: number,
  replyToken: string,
  beacon: { hwid: string; type: 'enter' | 'banner' | 'stay'; dm?: string },
): JsonObject => ({
  ...baseEvent('beacon', source, now, replyToken),
  beacon: beacon.dm === undefined ? { hwid: beacon.hwid, type: beacon.type } : { ...beacon, dm: beacon.dm },
});

export const videoPlayCompleteEvent = (
  source: Source,
  now: number,
  replyToken: string,
  trackingId: string,
): JsonObject => ({
  ...baseEvent('videoPlayComplete', source, now, replyToken),
  videoPlayComplete: { trackingId },
});

export const joinEvent = (source: Source, now: number, replyToken: string): JsonObject =>
  baseEvent('join', source, now, replyToken);

export const leaveEvent = (source: Source, now: number): JsonObject => baseEvent('leave', source, now);

const members = (userIds: string[]): JsonObject[] => userIds.map((userId) => ({ type: 'user', userId }));

export const memberJoinedEvent = (
  source: Source,
  now: number,
  replyToken: string,
  userIds: string[],
): JsonObject => ({
  ...baseEvent('memberJoined', source, now, replyToken),
  joined: { members: members(userIds) },
});

export const memberLeftEvent = (source: Source, now: number, userIds: string[]): JsonObject => ({
  ...baseEvent('memberLeft', source, now),
  left: { members: members(userIds) },
});

export const unsendEvent = (source: Source, now: number, messageId: string): JsonObject => ({
  ...baseEvent('unsend', source, now),
  unsend: { messageId },
});

/**
 * LINE notification message delivered (PNP): `data` is the delivery tag or the hashed phone number.
 * LINE names no source: the number may belong to no friend (webhook.yml `PnpDeliveryCompletionEvent`).
 */
export function deliveryEvent(now: number, data: string): JsonObject {
  const { source: _none, ...event } = baseEvent('delivery', userSource(''), now);
  return { ...event, delivery: { data } };
}
