import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Json } from '../json.ts';
import { bearerToken } from '../shared/bearer.ts';
import { type FaultAnswers, faultOnAnswer, faultOnArrival } from '../shared/fault-effects.ts';
import type { FaultDecision } from '../shared/faults.ts';
import type { HubspotContext } from './context.ts';
import { hubspotError, hubspotErrors } from './errors.ts';
import { rateLimitErrors } from './rate-limit.ts';
import { type HubspotRecordedRequest, keptHeaders } from './request-log.ts';
import { readHubspotBody, type SpecOperation } from './spec/validator.ts';
import type { Portal } from './state/portal.ts';

/**
 * What every HubSpot API request goes through: recording, injected faults, authentication (401),
 * rate limits (429 + the X-HubSpot-RateLimit-* headers, none on search), the JSON body checked
 * against the operation's OpenAPI schema (400), then the route. The control API (`/__hubspot`)
 * skips all of it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    hubspot?: HubspotRouteConfig;
  }
  interface FastifyRequest {
    hubspot: HubspotRequestState;
  }
}

export interface HubspotRouteConfig {
  /** The spec operation whose request body schema applies. */
  spec?: SpecOperation;
  /** Search endpoints have their own limit and no rate-limit headers (B3, B10). */
  search?: boolean;
}

export interface HubspotRequestState {
  correlationId: string;
  startedAt: number;
  portal?: Portal;
  /** When the OAuth access token presented expired (the request then gets a 401 saying so). */
  expiredAt?: number;
  fault: FaultDecision;
  record: HubspotRecordedRequest;
  body?: unknown;
}

export const HUBSPOT_CONTROL_PREFIX = '/__hubspot';
const isControlPath = (url: string): boolean => url.startsWith(HUBSPOT_CONTROL_PREFIX);

/** The TEN_SECONDLY_ROLLING 429, so the SDK's retry path runs. */
const HUBSPOT_FAULT_ANSWERS: FaultAnswers = {
  rateLimited: () => rateLimitErrors.burst(),
  serverError: () => hubspotError(500, 'INTERNAL_ERROR', 'internal error'),
};

/** The portal a private-app or OAuth access token opens; an expired OAuth token opens none. */
function tokenOwner(
  ctx: HubspotContext,
  token: string,
  now: number,
): { portal?: Portal; expiredAt?: number } {
  const privateApp = ctx.store.byAccessToken(token);
  if (privateApp) return { portal: privateApp };
  const oauth = ctx.oauth.accessToken(token);
  if (!oauth) return {};
  if (oauth.expiresAt <= now) return { expiredAt: oauth.expiresAt };
  return { portal: ctx.store.get(oauth.portalId) };
}

async function onRequest(ctx: HubspotContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const correlationId = randomUUID();
  const [path = '', search = ''] = request.url.split('?');
  const now = ctx.clock.now();
  const token = bearerToken(request.headers.authorization);
  const { portal, expiredAt } = token ? tokenOwner(ctx, token, now) : {};
  const fault = ctx.faults.decide(request.method, path);
  const record: HubspotRecordedRequest = {
    correlationId,
    at: new Date(now).toISOString(),
    method: request.method,
    path,
    query: Object.fromEntries(new URLSearchParams(search)),
    portalId: portal?.portalId,
    headers: keptHeaders(request.headers),
    fault: fault.kind === 'none' ? undefined : fault.kind,
  };
  ctx.requests.add(record);
  request.hubspot = { correlationId, startedAt: performance.now(), portal, expiredAt, fault, record };
  await faultOnArrival(fault, request, reply, HUBSPOT_FAULT_ANSWERS);
}

async function preHandler(ctx: HubspotContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const config = request.routeOptions.config.hubspot;
  if (!config) return;
  const state = request.hubspot;
  const now = ctx.clock.now();
  if (state.expiredAt !== undefined) throw hubspotErrors.expiredToken(now - state.expiredAt);
  if (!state.portal) throw hubspotErrors.unauthorized();
  const decision = config.search
    ? ctx.limiter.checkSearch(state.portal, now)
    : ctx.limiter.check(state.portal, now);
  if (!decision.allowed) throw decision.error;
  reply.headers(decision.headers);
  if (config.spec) {
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    state.record.body = parsedText(raw?.toString('utf8'));
    state.body = readHubspotBody(config.spec, raw);
  }
}

function parsedText(text: string | undefined): Json | undefined {
  if (text === undefined || text.length > 100_000) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const state: HubspotRequestState | undefined = request.hubspot;
  if (!state) return;
  state.record.status = reply.statusCode;
  state.record.response = typeof payload === 'string' ? parsedText(payload) : undefined;
  state.record.durationMs = Math.round(performance.now() - state.startedAt);
  faultOnAnswer(state.fault, request, reply.statusCode < 300);
}

export function registerHubspotPipeline(app: FastifyInstance, ctx: HubspotContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isControlPath(request.url)) await onRequest(ctx, request, reply);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!isControlPath(request.url)) await preHandler(ctx, request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isControlPath(request.url)) onSend(request, reply, payload);
    return payload;
  });
}
