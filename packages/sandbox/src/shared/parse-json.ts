/**
 * JSON parsing for request bodies that says where a syntax error is: both vendors put the line and
 * column in their 400 (LINE: "could not be parsed as JSON (line, column)"; HubSpot: "Invalid input
 * JSON on line L, column C"), each in its own words.
 */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; line: number; column: number };

/** Line and column (1-based) of a JSON syntax error, from V8's message. */
export function jsonErrorLocation(text: string, message: string): { line: number; column: number } {
  const explicit = /line (\d+) column (\d+)/.exec(message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, ...jsonErrorLocation(text, e instanceof Error ? e.message : '') };
  }
}
