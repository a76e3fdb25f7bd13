import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../control/errors.ts';
import type { JsonObject } from '../json.ts';

/** Reads a control request's JSON body, checked against one of the emulator's named schemas. */
export type ControlBodyReader = <T>(request: FastifyRequest, schemaName: string) => T;

/**
 * Both control APIs (`/__sandbox`, `/__hubspot`) take JSON bodies checked against their own JSON
 * Schemas before anything changes; an empty body is `{}`, and a refusal is a 400 naming the first
 * problem. The type parameter `T` of the reader is the TypeScript mirror of the named schema,
 * which is what makes its one cast sound.
 */
export function controlBodyReader(schemas: Record<string, JsonObject>): ControlBodyReader {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const validators = new Map<string, ValidateFunction>();
  const validator = (name: string): ValidateFunction => {
    let fn = validators.get(name);
    if (!fn) {
      const schema = schemas[name];
      if (!schema) throw new Error(`unknown control schema ${name}`);
      fn = ajv.compile(schema);
      validators.set(name, fn);
    }
    return fn;
  };
  return <T>(request: FastifyRequest, schemaName: string): T => {
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
  };
}
