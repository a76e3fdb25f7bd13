/** Why a JSON text cannot be used: null when it parses to an object, else the parser's reason. */
export function jsonProblem(
  text: string,
): { key: 'json.invalid'; detail: string } | { key: 'json.notObject' } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { key: 'json.invalid', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { key: 'json.notObject' };
  return null;
}

/** The object a valid JSON text holds, or null. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  return jsonProblem(text) === null ? (JSON.parse(text) as Record<string, unknown>) : null;
}
