import { isUserId } from '../../ids.ts';
import type { SandboxContext } from '../context.ts';
import { type ErrorDetail, LineApiError } from '../errors.ts';
import type { Audience, AudienceType } from '../state/types.ts';

/**
 * Audiences for narrowcast: upload ones (user ID lists) here, click and impression ones in
 * retargeting.ts.
 * https://developers.line.biz/en/reference/messaging-api/#manage-audience-group (LINE-FACTS §7)
 * Error details carry LINE's codes (`AUDIENCE_GROUP_NAME_EMPTY`, ...) in `details[].message`.
 */
export const MAX_AUDIENCES = 1000;
export const RETENTION_SECONDS = 15_552_000;
export const MAX_IDS_PER_JSON_UPLOAD = 10_000;
export const MAX_IDS_PER_FILE = 1_500_000;

export const audienceError = (message: string, code: string, property?: string): LineApiError => {
  const detail: ErrorDetail = property ? { message: code, property } : { message: code };
  return new LineApiError(400, { message, details: [detail] });
};

/** Pure: LINE's complaint about an audience name, if any. */
export function descriptionProblem(description: string | undefined): LineApiError | undefined {
  if (description === undefined || description.trim() === '') {
    return audienceError('The audience group name is empty', 'AUDIENCE_GROUP_NAME_EMPTY');
  }
  if (description.length > 120)
    return audienceError('size over audienceGroupName', 'AUDIENCE_GROUP_NAME_SIZE_OVER');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what LINE refuses here.
  if (/[\u0000-\u001f\u007f]/.test(description))
    return audienceError('wrong audienceGroupName', 'AUDIENCE_GROUP_NAME_WRONG');
  return undefined;
}

/** Pure: the valid IDs of an upload, or LINE's complaint. */
export function checkIds(ids: string[], isIfa: boolean, max: number, property: string): string[] {
  if (ids.length > max)
    throw audienceError('Too many audience ids', 'UPLOAD_AUDIENCE_GROUP_TOO_MANY_AUDIENCE_IDS', property);
  // IFAs are UUIDs; user IDs are U + 32 hex.
  const valid = (id: string) =>
    isIfa ? /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id) : isUserId(id);
  if (ids.some((id) => !valid(id))) {
    throw audienceError(
      'Invalid audience id format',
      'UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT',
      property,
    );
  }
  return [...new Set(ids)];
}

export const audienceTypeOf = (audience: Audience): AudienceType => audience.type ?? 'UPLOAD';

export function audienceStatus(audience: Audience, nowSeconds: number): 'READY' | 'IN_PROGRESS' | 'EXPIRED' {
  if (nowSeconds - audience.created >= RETENTION_SECONDS) return 'EXPIRED';
  // An empty upload audience never becomes READY; a click or impression one is complete when made.
  return audience.userIds.length > 0 || audienceTypeOf(audience) !== 'UPLOAD' ? 'READY' : 'IN_PROGRESS';
}

export function audiencesOf(ctx: SandboxContext, channelId: string): Audience[] {
  return Object.values(ctx.store.state.audiences).filter((a) => a.channelId === channelId);
}

export function findAudience(
  ctx: SandboxContext,
  channelId: string,
  audienceGroupId: number,
): Audience | undefined {
  const audience = ctx.store.state.audiences[String(audienceGroupId)];
  return audience?.channelId === channelId ? audience : undefined;
}

export function requireAudience(ctx: SandboxContext, channelId: string, audienceGroupId: number): Audience {
  const audience = findAudience(ctx, channelId, audienceGroupId);
  if (!audience) throw audienceError('audience group not found', 'AUDIENCE_GROUP_NOT_FOUND');
  return audience;
}

const nowSeconds = (ctx: SandboxContext): number => Math.floor(ctx.clock.now() / 1000);

function addJob(ctx: SandboxContext, audience: Audience, added: number, description?: string): void {
  ctx.store.state.lastAudienceId += 1;
  audience.jobs.unshift({
    audienceGroupJobId: ctx.store.state.lastAudienceId,
    description,
    type: 'DIFF_ADD',
    jobStatus: 'FINISHED',
    audienceCount: added,
    created: nowSeconds(ctx),
  });
  audience.jobs.splice(50);
}

/** The checks every new audience passes (its name, the channel's 1,000): throws LINE's error. */
export function checkNewAudience(
  ctx: SandboxContext,
  channelId: string,
  description: string | undefined,
): void {
  const problem = descriptionProblem(description);
  if (problem) throw problem;
  if (audiencesOf(ctx, channelId).length >= MAX_AUDIENCES) {
    throw audienceError('The maximum number of audience groups is exceeded', 'AUDIENCE_GROUP_COUNT_MAX_OVER');
  }
}

/** Stores a new audience (checked first with checkNewAudience) under the next ID. */
export function storeAudience(
  ctx: SandboxContext,
  fields: Omit<Audience, 'audienceGroupId' | 'jobs' | 'created'>,
): Audience {
  ctx.store.state.lastAudienceId += 1;
  const audience: Audience = {
    ...fields,
    audienceGroupId: ctx.store.state.lastAudienceId,
    jobs: [],
    created: nowSeconds(ctx),
  };
  ctx.store.state.audiences[String(audience.audienceGroupId)] = audience;
  ctx.store.changed();
  return audience;
}

export function createAudience(
  ctx: SandboxContext,
  channelId: string,
  input: { description?: string; isIfaAudience: boolean; uploadDescription?: string; ids: string[] },
): Audience {
  checkNewAudience(ctx, channelId, input.description);
  const audience = storeAudience(ctx, {
    channelId,
    description: input.description ?? '',
    isIfaAudience: input.isIfaAudience,
    userIds: input.ids,
  });
  if (input.ids.length > 0) addJob(ctx, audience, input.ids.length, input.uploadDescription);
  return audience;
}

export function addToAudience(
  ctx: SandboxContext,
  audience: Audience,
  ids: string[],
  uploadDescription?: string,
): void {
  // Only upload audiences take IDs (the sandbox's wording: LINE documents no message for this).
  if (audienceTypeOf(audience) !== 'UPLOAD')
    throw audienceError('The audience group is not an upload audience', 'AUDIENCE_GROUP_NOT_FOUND');
  if (audienceStatus(audience, nowSeconds(ctx)) === 'EXPIRED') {
    throw audienceError('The audience group has expired', 'AUDIENCE_GROUP_CAN_NOT_UPLOAD_STATUS_EXPIRED');
  }
  const before = new Set(audience.userIds);
  const fresh = ids.filter((id) => !before.has(id));
  audience.userIds.push(...fresh);
  addJob(ctx, audience, fresh.length, uploadDescription);
  ctx.store.changed();
}

/** `requestId` (CLICK, IMP) and `clickUrl` (CLICK, when named): LINE includes them only then. */
const retargetingFields = (audience: Audience) => ({
  ...(audience.requestId === undefined ? {} : { requestId: audience.requestId }),
  ...(audience.clickUrl === undefined ? {} : { clickUrl: audience.clickUrl }),
});

export function audienceGroupView(ctx: SandboxContext, audience: Audience) {
  return {
    audienceGroupId: audience.audienceGroupId,
    type: audienceTypeOf(audience),
    description: audience.description,
    status: audienceStatus(audience, nowSeconds(ctx)),
    audienceCount: audience.userIds.length,
    created: audience.created,
    permission: 'READ_WRITE',
    createRoute: 'MESSAGING_API',
    isIfaAudience: audience.isIfaAudience,
    ...retargetingFields(audience),
  };
}

export function createdView(audience: Audience) {
  return {
    audienceGroupId: audience.audienceGroupId,
    createRoute: 'MESSAGING_API',
    type: audienceTypeOf(audience),
    description: audience.description,
    created: audience.created,
    permission: 'READ_WRITE',
    expireTimestamp: audience.created + RETENTION_SECONDS,
    isIfaAudience: audience.isIfaAudience,
    ...retargetingFields(audience),
  };
}
