import type { ContactProperties } from '../../lib/crm/format';

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * What the kept contact looks like after a merge, as the server does it: its own values stay, and
 * the other contact's values fill only its gaps.
 */
export function mergedProperties(kept: ContactProperties, other: ContactProperties): ContactProperties {
  const result: ContactProperties = { ...kept };
  for (const [name, value] of Object.entries(other))
    if (!filled(result[name]) && filled(value)) result[name] = value;
  return result;
}

/** The properties worth comparing: those, in the CRM's order, that either contact has a value for. */
export function comparedProperties(
  names: readonly string[],
  a: ContactProperties,
  b: ContactProperties,
): string[] {
  return names.filter((name) => filled(a[name]) || filled(b[name]));
}
