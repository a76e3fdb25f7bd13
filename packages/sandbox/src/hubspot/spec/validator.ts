import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { JsonObject } from '../../json.ts';
import { openApiAjv } from '../../shared/openapi-ajv.ts';
import { parseJson } from '../../shared/parse-json.ts';
import { type ErrorDetail, hubspotErrors } from '../errors.ts';
import { loadSpec, SPEC_NAMES, type SpecName } from './documents.ts';
import { applyOverlay } from './overlay.ts';

/**
 * Request-body validation against HubSpot's OpenAPI schemas (after the overlay). One ajv instance
 * holds every vendored document; a validator is compiled per operation on first use.
 */
export interface SpecOperation {
  doc: SpecName;
  /** The path as the spec writes it, e.g. `/crm/v3/objects/{objectType}/search`. */
  path: string;
  method: string;
}

const documentId = (name: SpecName): string => `hubspot-${name}.json`;

function buildAjv(): Ajv {
  const ajv = openApiAjv();
  for (const name of SPEC_NAMES) {
    ajv.addSchema({ $id: documentId(name), components: { schemas: applyOverlay(loadSpec(name).schemas) } });
  }
  return ajv;
}

let shared: Ajv | undefined;
const compiled = new Map<string, ValidateFunction | null>();

function validatorFor(op: SpecOperation): ValidateFunction | null {
  const key = `${op.doc} ${op.method} ${op.path}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const schema = loadSpec(op.doc).bodies.get(`${op.method} ${op.path}`);
  if (!schema) throw new Error(`no request body in the ${op.doc} spec for ${op.method} ${op.path}`);
  shared ??= buildAjv();
  const anchored: JsonObject = JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', `"${documentId(op.doc)}#/components/`),
  );
  const fn = shared.compile(anchored);
  compiled.set(key, fn);
  return fn;
}

/** "Cannot build X, some of required attributes are not set [a, b]": HubSpot's (Immutables) wording. */
function describe(errors: ErrorObject[]): { message: string; details: ErrorDetail[] } {
  // anyOf reports every failed branch; the first concrete problem is the useful one.
  const concrete = errors.filter((e) => e.keyword !== 'anyOf');
  const list = concrete.length > 0 ? concrete : errors;
  const details = list.slice(0, 10).map((e): ErrorDetail => {
    const at = e.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    if (e.keyword === 'required') {
      const schemaName = /schemas\/(\w+)\//.exec(e.schemaPath)?.[1] ?? 'object';
      const missing = String(e.params.missingProperty);
      return {
        message: `Cannot build ${schemaName}, some of required attributes are not set [${missing}]`,
        code: 'REQUIRED_FIELD',
        in: at === 'body' ? missing : `${at}.${missing}`,
      };
    }
    return { message: `${at} ${e.message ?? 'is invalid'}`, code: 'INVALID_INPUT', in: at };
  });
  return { message: `Invalid input JSON: ${details[0]?.message ?? 'invalid body'}`, details };
}

/** Parses a JSON body (HubSpot's 400 for syntax errors) and validates it; returns the value. */
export function readHubspotBody(op: SpecOperation, raw: Buffer | undefined): unknown {
  const text = raw?.toString('utf8') ?? '';
  const parsed = parseJson(text);
  if (!parsed.ok) {
    throw hubspotErrors.validation(
      `Invalid input JSON on line ${parsed.line}, column ${parsed.column}: ${text.trim() === '' ? 'No content to map due to end-of-input' : 'Unexpected character'}`,
    );
  }
  const fn = validatorFor(op);
  if (!fn || fn(parsed.value)) return parsed.value;
  const { message, details } = describe(fn.errors ?? []);
  throw hubspotErrors.validation(message, details);
}
