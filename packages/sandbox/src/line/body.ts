import { parseJson } from '../shared/parse-json.ts';
import { lineErrors } from './errors.ts';
import { findOperation, validateRequestBody } from './spec/validator.ts';

/**
 * Request bodies of JSON operations: content type, JSON syntax, then the OpenAPI schema, each
 * answered with LINE's own error wording (LINE-FACTS §4).
 */

export const isJsonContentType = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

export const hasJsonBody = (operationId: string): boolean =>
  findOperation(operationId)?.operation.jsonBody !== undefined;

/** Parses and validates the body of a JSON operation; throws LINE's 4xx on failure. */
export function readJsonBody(
  operationId: string,
  contentType: string | undefined,
  raw: Buffer | undefined,
): unknown {
  if (!isJsonContentType(contentType)) throw lineErrors.unsupportedContentType(contentType ?? '');
  const parsed = parseJson(raw?.toString('utf8') ?? '');
  if (!parsed.ok) throw lineErrors.unparsableJson(parsed.line, parsed.column);
  const result = validateRequestBody(operationId, parsed.value);
  if (result.ok) return parsed.value;
  if ('invalidProperty' in result) throw lineErrors.invalidProperty(result.invalidProperty);
  throw lineErrors.bodyErrors(result.details);
}
