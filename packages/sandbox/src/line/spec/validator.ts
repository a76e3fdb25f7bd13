import type { Ajv, ValidateFunction } from 'ajv';
import { cloneJson, type JsonObject } from '../../json.ts';
import { openApiAjv } from '../../shared/openapi-ajv.ts';
import { summarise, type ValidationResult } from './details.ts';
import { rewriteDiscriminators } from './discriminators.ts';
import { loadSpec, type Operation, SPEC_NAMES, type SpecName } from './documents.ts';
import { applyOverlay } from './overlay.ts';

/**
 * Request-body validation against LINE's OpenAPI schemas. One ajv instance holds every vendored
 * document (after the overlay of documented limits and the discriminator rewrite); a validator is
 * compiled per operation on first use and kept.
 */

const documentId = (name: SpecName): string => `${name}.json`;

function buildAjv(): Ajv {
  const ajv = openApiAjv({
    verbose: true,
    // LINE counts string lengths in UTF-16 code units (an emoji outside the BMP counts 2).
    unicode: false,
    validateFormats: true,
  });
  for (const name of SPEC_NAMES) {
    const schemas = Object.fromEntries(
      Object.entries(loadSpec(name).schemas).map(([k, v]) => [k, cloneJson(v)]),
    );
    applyOverlay(schemas, name === 'messaging-api' ? undefined : []);
    ajv.addSchema({ $id: documentId(name), components: { schemas: rewriteDiscriminators(schemas) } });
  }
  return ajv;
}

let shared: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function ajv(): Ajv {
  shared ??= buildAjv();
  return shared;
}

function compile(key: string, schema: JsonObject): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv().compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

/** Resolves the operation's inline `#/...` refs against its own document. */
function anchored(spec: SpecName, schema: JsonObject): JsonObject {
  const text = JSON.stringify(schema).replaceAll('"#/components/', `"${documentId(spec)}#/components/`);
  return JSON.parse(text);
}

export function findOperation(operationId: string): { spec: SpecName; operation: Operation } | undefined {
  for (const spec of SPEC_NAMES) {
    const operation = loadSpec(spec).operations.find((op) => op.operationId === operationId);
    if (operation) return { spec, operation };
  }
  return undefined;
}

/** Validates a JSON request body of `operationId`; operations without a JSON body always pass. */
export function validateRequestBody(operationId: string, body: unknown): ValidationResult {
  const found = findOperation(operationId);
  const schema = found?.operation.jsonBody;
  if (!found || !schema) return { ok: true };
  const fn = compile(`op:${operationId}`, anchored(found.spec, schema));
  return fn(body) ? { ok: true } : summarise(fn.errors ?? []);
}

/** Validates any value against a named component schema (e.g. webhook `CallbackRequest`). */
export function validateSchema(spec: SpecName, schemaName: string, value: unknown): ValidationResult {
  const fn = compile(`schema:${spec}:${schemaName}`, {
    $ref: `${documentId(spec)}#/components/schemas/${schemaName}`,
  });
  return fn(value) ? { ok: true } : summarise(fn.errors ?? []);
}
