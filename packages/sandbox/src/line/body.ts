import { lineErrors } from './errors.ts';
import { findOperation, validateRequestBody } from './spec/validator.ts';

/**
 * Request bodies of JSON operations: content type, JSON syntax, then the OpenAPI schema, each
 * answered with LINE's own error wording (LINE-FACTS §4).
 */

/** Line and column (1-based) of a JSON syntax error, from V8's message. */
export function jsonErrorLocation(text: string, message: string): { line: number; column: number } {
  const explicit = /line (\d+) column (\d+)/.exec(message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

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
  const text = raw?.toString('utf8') ?? '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    const { line, column } = jsonErrorLocation(text, e instanceof Error ? e.message : '');
    throw lineErrors.unparsableJson(line, column);
  }
  const result = validateRequestBody(operationId, body);
  if (result.ok) return body;
  if ('invalidProperty' in result) throw lineErrors.invalidProperty(result.invalidProperty);
  throw lineErrors.bodyErrors(result.details);
}
