/** pino's numeric levels, named as LOG_LEVEL names them. */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every pino line carries that a person at a terminal does not need. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/**
 * One pino JSON line as a person reads it: `10:43:39 WARN message key=value …`, then an error's
 * stack indented below. Info lines carry no level word: they are the ordinary ones. A line that is
 * not pino's JSON passes through unchanged.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const level = typeof entry.level === 'number' && entry.level !== 30 ? LEVEL_NAMES[entry.level] : undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = [time, level, entry.msg, ...fields].filter(Boolean).join(' ');
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const detail = err ? String(err.stack ?? err.message ?? JSON.stringify(err)) : '';
  return detail ? `${head}\n${detail.replace(/^/gm, '    ')}` : head;
}
