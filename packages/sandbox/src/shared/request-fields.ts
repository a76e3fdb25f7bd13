import type { FastifyRequest } from 'fastify';

/**
 * Reading Fastify's `params` and `query`, which are `unknown` to us (no route declares a schema
 * for them): one property at a time, checked rather than cast.
 */
export function field(source: unknown, name: string): unknown {
  if (typeof source !== 'object' || source === null) return undefined;
  return Reflect.get(source, name);
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A path parameter (always present when the route matched). */
export const param = (request: FastifyRequest, name: string): string =>
  asString(field(request.params, name)) ?? '';

/** A query parameter given once; a repeated one is not a string, so it counts as absent. */
export const queryString = (request: FastifyRequest, name: string): string | undefined =>
  asString(field(request.query, name));

/** A control API filter: `?channelId=` (empty) means no filter. */
export const filterParam = (request: FastifyRequest, name: string): string | undefined =>
  queryString(request, name) || undefined;

/** A number written in decimal digits only (control API IDs, statuses and limits), else undefined. */
export const digits = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;
