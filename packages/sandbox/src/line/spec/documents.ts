import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isObject, type JsonObject } from '../../json.ts';

/**
 * LINE's official OpenAPI documents (line/line-openapi, vendored under packages/sandbox/vendor/line),
 * parsed once. Request validation and the operation table are derived from them, so the sandbox
 * follows the same contract @line/bot-sdk is generated from.
 */
export const SPEC_NAMES = [
  'messaging-api',
  'manage-audience',
  'insight',
  'channel-access-token',
  'webhook',
] as const;
export type SpecName = (typeof SPEC_NAMES)[number];

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** JSON request body schema (a `$ref` or inline), when the operation takes JSON. */
  jsonBody?: JsonObject;
}

export interface SpecDocument {
  name: SpecName;
  schemas: Record<string, JsonObject>;
  operations: Operation[];
}

const cache = new Map<SpecName, SpecDocument>();

export function loadSpec(name: SpecName): SpecDocument {
  const cached = cache.get(name);
  if (cached) return cached;
  const url = new URL(`../../../vendor/line/${name}.yml`, import.meta.url);
  const raw: unknown = parse(readFileSync(url, 'utf8'));
  if (!isObject(raw)) throw new Error(`${name}.yml is not an OpenAPI document`);
  const doc: SpecDocument = { name, schemas: readSchemas(raw), operations: readOperations(raw) };
  cache.set(name, doc);
  return doc;
}

function readSchemas(raw: JsonObject): Record<string, JsonObject> {
  const components = raw.components;
  const schemas = isObject(components) ? components.schemas : undefined;
  const out: Record<string, JsonObject> = {};
  if (!isObject(schemas)) return out;
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema)) out[name] = schema;
  }
  return out;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function readOperations(raw: JsonObject): Operation[] {
  const paths = raw.paths;
  if (!isObject(paths)) return [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        jsonBody: jsonBodyOf(op),
      });
    }
  }
  return operations;
}

function jsonBodyOf(op: JsonObject): JsonObject | undefined {
  const body = op.requestBody;
  const content = isObject(body) ? body.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  return isObject(json) && isObject(json.schema) ? json.schema : undefined;
}
