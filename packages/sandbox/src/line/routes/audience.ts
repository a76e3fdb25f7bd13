import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addToAudience,
  audienceError,
  audienceGroupView,
  audiencesOf,
  checkIds,
  createAudience,
  createdView,
  descriptionProblem,
  MAX_IDS_PER_FILE,
  MAX_IDS_PER_JSON_UPLOAD,
  requireAudience,
} from '../audience/audiences.ts';
import { boundaryOf, type Part, parseMultipart } from '../audience/multipart.ts';
import { createRetargetingAudience, type RetargetingInput } from '../audience/retargeting.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { channelOf, jsonBody, lineRoute, param, queryParam, rawBody } from '../route.ts';

/**
 * Manage Audience API: upload audiences by JSON and by file (file ones on the api-data paths),
 * message click and impression audiences, read, list, rename, delete.
 * https://developers.line.biz/en/reference/messaging-api/#manage-audience-group
 */
interface Upload {
  description?: string;
  isIfaAudience?: boolean;
  uploadDescription?: string;
  audiences?: Array<{ id?: string }>;
}

const LIST_MAX_SIZE = 40;

function formFields(request: FastifyRequest): Map<string, Part> {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw lineErrors.unsupportedContentType(request.headers['content-type'] ?? '');
  return parseMultipart(rawBody(request), boundary);
}

/** A text form field; the SDK sends "undefined" for omitted optional ones. */
function field(parts: Map<string, Part>, name: string): string | undefined {
  const value = parts.get(name)?.data.toString('utf8');
  return value === undefined || value === 'undefined' ? undefined : value;
}

function fileIds(parts: Map<string, Part>, isIfa: boolean): string[] {
  const file = parts.get('file');
  if (!file) throw audienceError('file is required', 'UPLOAD_AUDIENCE_GROUP_NO_VALID_AUDIENCE_IDS', 'file');
  const ids = file.data
    .toString('utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (ids.length === 0)
    throw audienceError('No valid audience ids', 'UPLOAD_AUDIENCE_GROUP_NO_VALID_AUDIENCE_IDS', 'file');
  return checkIds(ids, isIfa, MAX_IDS_PER_FILE, 'file');
}

export function registerAudienceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const idsOf = (body: Upload, isIfa: boolean): string[] =>
    checkIds(
      (body.audiences ?? []).map((a) => a.id ?? ''),
      isIfa,
      MAX_IDS_PER_JSON_UPLOAD,
      'audiences',
    );

  lineRoute(app, 'POST', '/v2/bot/audienceGroup/upload', 'createAudienceGroup', (request, reply) => {
    const body = jsonBody<Upload>(request);
    const isIfaAudience = body.isIfaAudience ?? false;
    const audience = createAudience(ctx, channelOf(request).channelId, {
      ...body,
      isIfaAudience,
      ids: idsOf(body, isIfaAudience),
    });
    return reply.code(202).send(createdView(audience));
  });

  lineRoute(app, 'PUT', '/v2/bot/audienceGroup/upload', 'addAudienceToAudienceGroup', (request, reply) => {
    const body = jsonBody<Upload & { audienceGroupId?: number }>(request);
    const audience = requireAudience(ctx, channelOf(request).channelId, body.audienceGroupId ?? 0);
    addToAudience(ctx, audience, idsOf(body, audience.isIfaAudience), body.uploadDescription);
    return reply.code(202).send({});
  });

  const fileLimit = { bodyLimit: 100 * 1024 * 1024 };

  lineRoute(
    app,
    'POST',
    '/v2/bot/audienceGroup/upload/byFile',
    'createAudienceForUploadingUserIds',
    (request, reply) => {
      const parts = formFields(request);
      const isIfaAudience = field(parts, 'isIfaAudience') === 'true';
      const description = field(parts, 'description');
      const problem = descriptionProblem(description);
      if (problem) throw problem;
      const audience = createAudience(ctx, channelOf(request).channelId, {
        description,
        isIfaAudience,
        uploadDescription: field(parts, 'uploadDescription'),
        ids: fileIds(parts, isIfaAudience),
      });
      return reply.code(202).send(createdView(audience));
    },
    fileLimit,
  );

  lineRoute(
    app,
    'PUT',
    '/v2/bot/audienceGroup/upload/byFile',
    'addUserIdsToAudience',
    (request, reply) => {
      const parts = formFields(request);
      const audience = requireAudience(
        ctx,
        channelOf(request).channelId,
        Number(field(parts, 'audienceGroupId')),
      );
      addToAudience(ctx, audience, fileIds(parts, audience.isIfaAudience), field(parts, 'uploadDescription'));
      return reply.code(202).send({});
    },
    fileLimit,
  );

  lineRoute(app, 'POST', '/v2/bot/audienceGroup/click', 'createClickBasedAudienceGroup', (request, reply) => {
    const input = jsonBody<RetargetingInput>(request);
    const audience = createRetargetingAudience(ctx, channelOf(request).channelId, 'CLICK', input);
    return reply.code(202).send(createdView(audience));
  });

  lineRoute(app, 'POST', '/v2/bot/audienceGroup/imp', 'createImpBasedAudienceGroup', (request, reply) => {
    const { description, requestId } = jsonBody<RetargetingInput>(request);
    const audience = createRetargetingAudience(ctx, channelOf(request).channelId, 'IMP', {
      description,
      requestId,
    });
    return reply.code(202).send(createdView(audience));
  });

  lineRoute(app, 'GET', '/v2/bot/audienceGroup/list', 'getAudienceGroups', (request) => {
    const page = Number(queryParam(request, 'page') ?? '');
    const size = Number(queryParam(request, 'size') ?? '20');
    if (!Number.isInteger(page) || page < 1)
      throw lineErrors.badRequest('page: must be greater than or equal to 1');
    if (!Number.isInteger(size) || size > LIST_MAX_SIZE)
      throw lineErrors.badRequest(`size: must be less than or equal to ${LIST_MAX_SIZE}`);
    const name = queryParam(request, 'description')?.toLowerCase();
    const status = queryParam(request, 'status');
    const all = audiencesOf(ctx, channelOf(request).channelId)
      .map((a) => audienceGroupView(ctx, a))
      .filter(
        (a) => (!name || a.description.toLowerCase().includes(name)) && (!status || a.status === status),
      )
      .sort((a, b) => b.created - a.created || b.audienceGroupId - a.audienceGroupId);
    const audienceGroups = all.slice((page - 1) * size, page * size);
    return {
      audienceGroups,
      hasNextPage: page * size < all.length,
      totalCount: all.length,
      readWriteAudienceGroupTotalCount: all.length,
      page,
      size,
    };
  });

  lineRoute(app, 'GET', '/v2/bot/audienceGroup/:audienceGroupId', 'getAudienceData', (request) => {
    const audience = requireAudience(
      ctx,
      channelOf(request).channelId,
      Number(param(request, 'audienceGroupId')),
    );
    return {
      audienceGroup: audienceGroupView(ctx, audience),
      jobs: audience.jobs.map((job) => ({ ...job, audienceGroupId: audience.audienceGroupId })),
    };
  });

  lineRoute(
    app,
    'PUT',
    '/v2/bot/audienceGroup/:audienceGroupId/updateDescription',
    'updateAudienceGroupDescription',
    (request) => {
      const audience = requireAudience(
        ctx,
        channelOf(request).channelId,
        Number(param(request, 'audienceGroupId')),
      );
      const { description } = jsonBody<{ description?: string }>(request);
      const problem = descriptionProblem(description);
      if (problem) throw problem;
      audience.description = description ?? '';
      ctx.store.changed();
      return {};
    },
  );

  lineRoute(app, 'DELETE', '/v2/bot/audienceGroup/:audienceGroupId', 'deleteAudienceGroup', (request) => {
    const audience = requireAudience(
      ctx,
      channelOf(request).channelId,
      Number(param(request, 'audienceGroupId')),
    );
    delete ctx.store.state.audiences[String(audience.audienceGroupId)];
    ctx.store.changed();
    return {};
  });
}
