import type { PropertyProblem } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { PropertyDefinition } from '../state/types.ts';

/**
 * Checks and normalises one property value the way HubSpot stores it: every value a string,
 * datetimes as ISO-8601 (ms epoch accepted), dates as `YYYY-MM-DD` (midnight UTC), booleans
 * `true`/`false`, enumerations among their options (`;` separates checkbox values), contact
 * emails lower-cased. Problems use HubSpot's codes (B9: PROPERTY_DOESNT_EXIST, INVALID_OPTION, ...).
 */
export type RawValue = string | number | boolean;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseTime(raw: string): number | undefined {
  if (/^-?\d+$/.test(raw)) return Number(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw)) return undefined;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? undefined : t;
}

export function normaliseValue(
  portal: Portal,
  objectTypeId: string,
  def: PropertyDefinition,
  value: RawValue,
): { value: string } | { problem: PropertyProblem } {
  const raw = String(value).trim();
  const problem = (code: string, message: string) => ({ problem: { name: def.name, code, message } });
  if (def.readOnlyValue)
    return problem('READ_ONLY_VALUE', `"${def.name}" is a read only property; its value cannot be set.`);
  if (raw === '') return { value: '' };
  switch (def.type) {
    case 'number':
      return Number.isFinite(Number(raw))
        ? { value: raw }
        : problem('INVALID_DOUBLE', `${raw} was not a valid number.`);
    case 'bool':
      return /^(true|false)$/i.test(raw)
        ? { value: raw.toLowerCase() }
        : problem('INVALID_BOOLEAN', `${raw} was not a valid boolean.`);
    case 'datetime': {
      const t = parseTime(raw);
      return t === undefined
        ? problem('INVALID_DATE', `${raw} was not a valid long or ISO-8601 datetime.`)
        : { value: new Date(t).toISOString() };
    }
    case 'date': {
      const t = parseTime(raw);
      if (t === undefined) return problem('INVALID_DATE', `${raw} was not a valid date.`);
      if (t % 86_400_000 !== 0)
        return problem(
          'INVALID_DATE',
          `${raw} is at ${new Date(t).toISOString()}, which isn't midnight UTC.`,
        );
      return { value: new Date(t).toISOString().slice(0, 10) };
    }
    case 'enumeration':
      return enumeration(portal, def, raw, problem);
    default:
      if (objectTypeId === '0-1' && def.name === 'email') {
        return EMAIL.test(raw)
          ? { value: raw.toLowerCase() }
          : problem('INVALID_EMAIL', `Email address ${raw} is invalid`);
      }
      return { value: String(value) };
  }
}

function enumeration(
  portal: Portal,
  def: PropertyDefinition,
  raw: string,
  problem: (code: string, message: string) => { problem: PropertyProblem },
): { value: string } | { problem: PropertyProblem } {
  if (def.name === 'hubspot_owner_id') {
    return portal.owners.has(raw)
      ? { value: raw }
      : problem('INVALID_OWNER_ID', `${raw} is not a valid owner id`);
  }
  // Pipelines and stages are checked together with the record (pipelines.ts); ID lists are free.
  if (def.externalOptions) return { value: raw };
  const allowed = def.options.map((o) => o.value);
  const bad = raw.split(';').find((v) => !allowed.includes(v));
  if (bad === undefined) return { value: raw };
  return problem('INVALID_OPTION', `${bad} was not one of the allowed options: [${allowed.join(', ')}]`);
}
