import type { ErrorObject } from 'ajv';
import type { ErrorDetail } from '../errors.ts';

/**
 * Turns ajv errors into LINE's error details. LINE's wording comes from Java bean validation
 * (examples in the reference: "May not be empty", "Size must be between 1 and 5",
 * "Length must be between 0 and 5000", "must be specified", "invalid uri",
 * "Must be one of the following values: [...]"); a wrong JSON type is a deserialisation error
 * reported alone as "The property, 'x', in the request body is invalid".
 */
export type Outcome =
  | { kind: 'detail'; detail: ErrorDetail }
  | { kind: 'invalidProperty'; property: string }
  | { kind: 'skip' };

/** `/messages/0/text` → `messages[0].text` */
export function toProperty(instancePath: string, child?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (child !== undefined) segments.push(child);
  let out = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

const INT_MAX = 2147483647;

function numberParam(schema: unknown, key: string): number | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const value: unknown = Reflect.get(schema, key);
  return typeof value === 'number' ? value : undefined;
}

function rangeMessage(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `Must be between ${min} and ${max}`;
  if (max !== undefined) return `Must be less than or equal to ${max}`;
  return `Must be greater than or equal to ${min ?? 0}`;
}

function messageFor(e: ErrorObject): string | undefined {
  const parent = e.parentSchema;
  switch (e.keyword) {
    case 'required':
      return 'must be specified';
    case 'minItems':
    case 'maxItems':
      return `Size must be between ${numberParam(parent, 'minItems') ?? 0} and ${numberParam(parent, 'maxItems') ?? INT_MAX}`;
    case 'minLength':
      if (numberParam(parent, 'minLength') === 1 && e.data === '') return 'May not be empty';
      return `Length must be between ${numberParam(parent, 'minLength') ?? 0} and ${numberParam(parent, 'maxLength') ?? INT_MAX}`;
    case 'maxLength':
      // LINE pairs @NotEmpty with @Size(0, max), hence "between 0 and max" even for required text.
      return `Length must be between 0 and ${numberParam(parent, 'maxLength') ?? INT_MAX}`;
    case 'minimum':
    case 'maximum':
      return rangeMessage(numberParam(parent, 'minimum'), numberParam(parent, 'maximum'));
    case 'enum':
    case 'const': {
      const values: unknown = e.keyword === 'enum' ? e.params.allowedValues : [e.params.allowedValue];
      return `Must be one of the following values: [${Array.isArray(values) ? values.join(', ') : ''}]`;
    }
    case 'format':
      return e.params.format === 'uri' ? 'invalid uri' : `invalid ${String(e.params.format)}`;
    case 'multipleOf': {
      const n = numberParam(parent, 'multipleOf');
      return `must be a multiple of ${n === 5 ? 'five' : String(n)}`;
    }
    case 'pattern':
      return `must match "${String(e.params.pattern)}"`;
    default:
      return e.message;
  }
}

export function outcomeOf(e: ErrorObject): Outcome {
  // `if` only says "the then-branch failed"; the branch's own errors carry the detail.
  if (e.keyword === 'if' || e.keyword === 'allOf') return { kind: 'skip' };
  if (e.keyword === 'type') return { kind: 'invalidProperty', property: toProperty(e.instancePath) };
  const child = e.keyword === 'required' ? String(e.params.missingProperty) : undefined;
  return { kind: 'detail', detail: { message: messageFor(e), property: toProperty(e.instancePath, child) } };
}

export type ValidationResult =
  | { ok: true }
  | { ok: false; invalidProperty: string }
  | { ok: false; details: ErrorDetail[] };

/** Reduces ajv's errors to what LINE answers: the first type error alone, else unique details. */
export function summarise(errors: ErrorObject[]): ValidationResult {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const outcome = outcomeOf(e);
    if (outcome.kind === 'invalidProperty') return { ok: false, invalidProperty: outcome.property };
    if (outcome.kind !== 'detail') continue;
    const key = `${outcome.detail.property}|${outcome.detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(outcome.detail);
  }
  return details.length === 0 ? { ok: true } : { ok: false, details };
}
