import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { invalid } from './errors.ts';
import { CONTROL_SCHEMAS } from './schemas.ts';

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = new Map<string, ValidateFunction>();

function validator(name: string): ValidateFunction {
  let fn = validators.get(name);
  if (!fn) {
    const schema = CONTROL_SCHEMAS[name];
    if (!schema) throw new Error(`unknown control schema ${name}`);
    fn = ajv.compile(schema);
    validators.set(name, fn);
  }
  return fn;
}

/**
 * The JSON body of a control request checked against `schemaName`. The type parameter is the
 * TypeScript mirror of that schema, which is what makes the cast sound.
 */
export function controlBody<T>(request: FastifyRequest, schemaName: string): T {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
  let value: unknown;
  try {
    value = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw invalid('the body is not valid JSON');
  }
  const fn = validator(schemaName);
  if (!fn(value)) {
    const first = fn.errors?.[0];
    throw invalid(`${first?.instancePath || 'body'} ${first?.message ?? 'is invalid'}`.trim());
  }
  return value as T;
}
