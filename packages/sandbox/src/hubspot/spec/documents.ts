import { readFileSync } from 'node:fs';
import { isObject, type JsonObject } from '../../json.ts';

/**
 * HubSpot's official OpenAPI documents (HubSpot/HubSpot-public-api-spec-collection, vendored under
 * packages/sandbox/vendor/hubspot with their provenance), parsed once. Request bodies are validated
 * against the operation's schema, so the emulator follows the contract @hubspot/api-client is
 * generated from.
 */
export const SPEC_FILES = {
  objects: 'crm-objects-v3-objects.json',
  contacts: 'crm-contacts-v3-contacts.json',
  properties: 'crm-properties-v3-properties.json',
  pipelines: 'crm-pipelines-v3-pipelines.json',
  associations: 'crm-associations-v4-associations.json',
  associationsSchema: 'crm-associations-schema-v4-associationsschema.json',
  lists: 'crm-lists-v3-lists.json',
} as const;
export type SpecName = keyof typeof SPEC_FILES;
export const SPEC_NAMES = Object.keys(SPEC_FILES) as SpecName[];

export interface SpecDocument {
  schemas: Record<string, JsonObject>;
  /** `METHOD path` → the JSON request body schema. */
  bodies: Map<string, JsonObject>;
}

const cache = new Map<SpecName, SpecDocument>();

export function loadSpec(name: SpecName): SpecDocument {
  const cached = cache.get(name);
  if (cached) return cached;
  const url = new URL(`../../../vendor/hubspot/${SPEC_FILES[name]}`, import.meta.url);
  const raw: unknown = JSON.parse(readFileSync(url, 'utf8'));
  if (!isObject(raw) || !isObject(raw.paths) || !isObject(raw.components)) {
    throw new Error(`${SPEC_FILES[name]} is not an OpenAPI document`);
  }
  const schemas: Record<string, JsonObject> = {};
  const components = raw.components.schemas;
  if (isObject(components)) for (const [k, v] of Object.entries(components)) if (isObject(v)) schemas[k] = v;
  const bodies = new Map<string, JsonObject>();
  for (const [path, item] of Object.entries(raw.paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || !isObject(op.requestBody) || !isObject(op.requestBody.content)) continue;
      const json = op.requestBody.content['application/json'];
      if (isObject(json) && isObject(json.schema)) bodies.set(`${method.toUpperCase()} ${path}`, json.schema);
    }
  }
  const doc = { schemas, bodies };
  cache.set(name, doc);
  return doc;
}
