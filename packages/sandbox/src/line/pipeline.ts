import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newRequestId } from '../ids.ts';
import type { Json } from '../json.ts';
import { bearerToken } from '../shared/bearer.ts';
import { type FaultAnswers, faultOnAnswer, faultOnArrival } from '../shared/fault-effects.ts';
import type { FaultDecision } from '../shared/faults.ts';
import { hasJsonBody, readJsonBody } from './body.ts';
import type { SandboxContext } from './context.ts';
import { LineApiError, lineErrors, type SentMessage } from './errors.ts';
import { keptHeaders, type RecordedRequest } from './request-log.ts';
import { checkRetryKey } from './retry-key.ts';
import type { Channel } from './state/types.ts';

/**
 * What every LINE API request goes through, in LINE's order: request ID and recording, injected
 * faults, authentication (401), rate limit (429), retry key (400/409), body (415/400), then the
 * route. Control routes (`/__sandbox/...`) and the phone page (`/phone`) skip all of it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The OpenAPI operationId the route serves. */
    operationId?: string;
    /** false for endpoints that take client credentials instead of a bearer token. */
    auth?: boolean;
  }
  interface FastifyRequest {
    line: LineRequestState;
  }
}

export interface LineRequestState {
  requestId: string;
  startedAt: number;
  channel?: Channel;
  authProblem?: LineApiError;
  retryKey?: string;
  fault: FaultDecision;
  record: RecordedRequest;
  /** The parsed JSON body, once validated against the operation's schema. */
  body?: unknown;
}

export const CONTROL_PREFIX = '/__sandbox';
export const isControlPath = (url: string): boolean => url.startsWith(CONTROL_PREFIX);
/** The phone page (`/phone`, `/phone/...`): the sandbox's own UI, not a LINE API path. */
export const isPhonePath = (url: string): boolean => /^\/phone(?:[/?#]|$)/.test(url);
/** Paths that are the sandbox's own (control API, phone page): no LINE pipeline, no request log. */
const isSandboxPath = (url: string): boolean => isControlPath(url) || isPhonePath(url);

const LINE_FAULT_ANSWERS: FaultAnswers = {
  rateLimited: lineErrors.rateLimited,
  serverError: lineErrors.internal,
};

function resolveChannel(
  ctx: SandboxContext,
  header: string | undefined,
  now: number,
): Pick<LineRequestState, 'channel' | 'authProblem'> {
  const token = bearerToken(header);
  if (!token) return { authProblem: lineErrors.missingAuthorization() };
  const found = ctx.store.channelByToken(token, now);
  if (!found) return { authProblem: lineErrors.invalidToken() };
  if (found.expired) return { channel: found.channel, authProblem: lineErrors.expiredToken() };
  return { channel: found.channel };
}

async function onRequest(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const requestId = newRequestId();
  reply.header('x-line-request-id', requestId);
  const [path = '', search = ''] = request.url.split('?');
  const now = ctx.clock.now();
  const auth = resolveChannel(ctx, request.headers.authorization, now);
  const fault = ctx.faults.decide(request.method, path);
  const record: RecordedRequest = {
    requestId,
    at: new Date(now).toISOString(),
    method: request.method,
    path,
    query: Object.fromEntries(new URLSearchParams(search)),
    channelId: auth.channel?.channelId,
    operationId: request.routeOptions.config.operationId,
    headers: keptHeaders(request.headers),
    fault: fault.kind === 'none' ? undefined : fault.kind,
  };
  ctx.requests.add(record);
  request.line = { requestId, startedAt: performance.now(), ...auth, fault, record };
  await faultOnArrival(fault, request, reply, LINE_FAULT_ANSWERS);
}

function describeBody(request: FastifyRequest): Json | undefined {
  const raw = request.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined;
  return { contentType: request.headers['content-type'] ?? null, bytes: raw.length };
}

function rawJson(request: FastifyRequest): Json | undefined {
  if (!Buffer.isBuffer(request.body)) return undefined;
  const text = request.body.toString('utf8');
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text.slice(0, 10_000);
  }
}

async function preHandler(ctx: SandboxContext, request: FastifyRequest): Promise<void> {
  const { operationId, auth } = request.routeOptions.config;
  if (!operationId) return;
  const state = request.line;
  const now = ctx.clock.now();
  if (auth !== false) {
    if (state.authProblem) throw state.authProblem;
  }
  if (!ctx.limiter.allow(state.channel?.channelId ?? 'anonymous', operationId, now))
    throw lineErrors.rateLimited();
  const retry = checkRetryKey(request.headers['x-line-retry-key'], operationId);
  if (retry.kind === 'unsupported')
    throw lineErrors.badRequest('X-Line-Retry-Key is not supported for this API');
  if (retry.kind === 'invalid') throw lineErrors.badRequest('X-Line-Retry-Key must be a UUID');
  if (retry.kind === 'key' && state.channel) {
    const taken = ctx.retryKeys.reserve(state.channel.channelId, retry.key, state.requestId, now);
    if (taken) {
      // What the retry carried stays in the log, so a test can see that it resent the same request.
      state.record.body = rawJson(request);
      const body = taken.sentMessages
        ? { message: 'The retry key is already accepted', sentMessages: taken.sentMessages }
        : { message: 'The retry key is already accepted' };
      throw new LineApiError(409, body, { 'x-line-accepted-request-id': taken.requestId });
    }
    state.retryKey = retry.key;
  }
  if (hasJsonBody(operationId)) {
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    try {
      state.body = readJsonBody(operationId, request.headers['content-type'], raw);
      state.record.body = JSON.parse(raw?.toString('utf8') ?? 'null');
    } catch (e) {
      state.record.body = raw?.toString('utf8').slice(0, 10_000);
      throw e;
    }
  } else {
    state.record.body = describeBody(request);
  }
}

function parsedPayload(payload: unknown): Json | undefined {
  if (typeof payload !== 'string' || payload.length > 100_000) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

function sentMessagesOf(response: Json | undefined): SentMessage[] | undefined {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) return undefined;
  const sent = response.sentMessages;
  if (!Array.isArray(sent)) return undefined;
  return sent.flatMap((m) =>
    typeof m === 'object' && m !== null && !Array.isArray(m) && typeof m.id === 'string'
      ? [typeof m.quoteToken === 'string' ? { id: m.id, quoteToken: m.quoteToken } : { id: m.id }]
      : [],
  );
}

function onSend(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const state: LineRequestState | undefined = request.line;
  // Unset only when Fastify rejected the request before the onRequest hook ran.
  if (!state) return;
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  const response = parsedPayload(payload);
  state.record.status = reply.statusCode;
  state.record.response = response;
  state.record.durationMs = Math.round(performance.now() - state.startedAt);
  if (state.retryKey && state.channel) {
    const sent =
      request.routeOptions.config.operationId === 'pushMessage' ? sentMessagesOf(response) : undefined;
    ctx.retryKeys.complete(state.channel.channelId, state.retryKey, state.requestId, ok, sent);
  }
  faultOnAnswer(state.fault, request, ok);
}

export function registerPipeline(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isSandboxPath(request.url)) await onRequest(ctx, request, reply);
  });
  app.addHook('preHandler', async (request) => {
    if (!isSandboxPath(request.url)) await preHandler(ctx, request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isSandboxPath(request.url)) onSend(ctx, request, reply, payload);
    return payload;
  });
}
