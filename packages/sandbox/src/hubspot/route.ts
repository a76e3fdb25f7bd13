import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { field } from '../shared/request-fields.ts';
import { hubspotErrors } from './errors.ts';
import type { HubspotRouteConfig } from './pipeline.ts';
import type { SpecName } from './spec/documents.ts';
import type { Portal } from './state/portal.ts';

/** Registers a HubSpot API route; the pipeline applies auth, limits and body validation. */
export function hubspotRoute(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  options: { spec?: [SpecName, string]; search?: boolean } = {},
): void {
  const config: HubspotRouteConfig = { search: options.search };
  if (options.spec) config.spec = { doc: options.spec[0], path: options.spec[1], method };
  app.route({
    method,
    url,
    config: { hubspot: config },
    handler: async (request, reply) => handler(request, reply),
  });
}

/** The authenticated portal (the pipeline answered 401 otherwise). */
export function portalOf(request: FastifyRequest): Portal {
  const portal = request.hubspot.portal;
  if (!portal) throw hubspotErrors.unauthorized();
  return portal;
}

/**
 * The JSON body, already validated against the operation's OpenAPI schema by the pipeline: the
 * type parameter states that schema's shape, which is why this one cast is sound.
 */
export function bodyOf<T>(request: FastifyRequest): T {
  return request.hubspot.body as T;
}

export { param } from '../shared/request-fields.ts';

export function query(request: FastifyRequest, name: string): string | undefined {
  const value = field(request.query, name);
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** `properties=a,b` and `properties=a&properties=b` alike (the SDK repeats the parameter). */
export function listQuery(request: FastifyRequest, name: string): string[] | undefined {
  const value = field(request.query, name);
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
  if (!raw) return undefined;
  return raw.flatMap((v) => (typeof v === 'string' ? v.split(',') : [])).filter((v) => v !== '');
}

export function boolQuery(request: FastifyRequest, name: string): boolean {
  return query(request, name) === 'true';
}

/** An integer query parameter in [1, max] (HubSpot refuses out-of-range limits with 400). */
export function limitQuery(request: FastifyRequest, name: string, fallback: number, max: number): number {
  const raw = query(request, name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw hubspotErrors.validation(`${name} must be an integer between 1 and ${max}; got ${raw}`, [
      { message: `${name} must be between 1 and ${max}`, code: 'INVALID_LIMIT', in: name },
    ]);
  }
  return n;
}
