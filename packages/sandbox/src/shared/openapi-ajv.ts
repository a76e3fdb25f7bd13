import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

/** OpenAPI 3's numeric and binary formats: no JSON Schema meaning, so every value passes them. */
const OPENAPI_FORMATS = ['int32', 'int64', 'double', 'float', 'binary', 'byte'];

/**
 * The ajv both emulators validate request bodies with: every error reported, OpenAPI's keywords
 * tolerated (`strict: false`), JSON Schema and OpenAPI formats known. Warnings are kept out of the
 * test output (LINE's `unicode: false` is deprecated in ajv 8 yet still honoured).
 */
export function openApiAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    logger: { log: () => undefined, warn: () => undefined, error: console.error },
    ...options,
  });
  addFormats(ajv);
  for (const format of OPENAPI_FORMATS) ajv.addFormat(format, true);
  return ajv;
}
