import { type CrmProperty, LIFECYCLE_STAGES, lineUserIdLabel, lineUserIdProperty } from '@hubline/contract';
import type { CrmObject, CrmPort } from './crm.port.ts';

/** The contact properties every hub has (HubSpot's names, so both CRMs read the same). */
export const BUILT_IN_PROPERTIES: CrmProperty[] = [
  { name: 'firstname', label: 'First name', type: 'text', options: [], builtIn: true },
  { name: 'lastname', label: 'Last name', type: 'text', options: [], builtIn: true },
  { name: 'email', label: 'Email', type: 'text', options: [], builtIn: true },
  { name: 'phone', label: 'Phone number', type: 'text', options: [], builtIn: true },
  { name: 'mobilephone', label: 'Mobile phone number', type: 'text', options: [], builtIn: true },
  {
    name: 'lifecyclestage',
    label: 'Lifecycle stage',
    type: 'enumeration',
    options: LIFECYCLE_STAGES.map((value) => ({ value, label: value })),
    builtIn: true,
  },
  { name: 'hubspot_owner_id', label: 'Contact owner', type: 'text', options: [], builtIn: true },
];

/** The company properties every hub has (HubSpot's names). */
export const BUILT_IN_COMPANY_PROPERTIES: CrmProperty[] = [
  { name: 'name', label: 'Company name', type: 'text', options: [], builtIn: true },
  { name: 'domain', label: 'Company domain name', type: 'text', options: [], builtIn: true },
  { name: 'phone', label: 'Phone number', type: 'text', options: [], builtIn: true },
  { name: 'city', label: 'City', type: 'text', options: [], builtIn: true },
  { name: 'country', label: 'Country/Region', type: 'text', options: [], builtIn: true },
  { name: 'industry', label: 'Industry', type: 'text', options: [], builtIn: true },
  { name: 'description', label: 'Description', type: 'text', options: [], builtIn: true },
];

/** One `LINE User ID _n` property per connected LINE account, by its property sequence. */
export function lineUserIdProperties(seqs: number[]): CrmProperty[] {
  return seqs.map((seq) => ({
    name: lineUserIdProperty(seq),
    label: lineUserIdLabel(seq),
    type: 'text',
    options: [],
    builtIn: true,
  }));
}

/** The company property holding a LINE group's id for the account with property sequence `seq`. */
export function lineGroupIdProperty(seq: number): Omit<CrmProperty, 'builtIn'> {
  return { name: `line_group_id_${seq}`, label: `LINE Group ID _${seq}`, type: 'text', options: [] };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** Is `value` acceptable for `property`? Null (unset) always is. */
export function validValue(property: CrmProperty, value: string | null): boolean {
  if (value === null) return true;
  if (property.name === 'email') return value === '' || EMAIL.test(value);
  switch (property.type) {
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'enumeration':
      return property.options.some((option) => option.value === value);
    default:
      return value.length <= 5000;
  }
}

/** The first property that is unknown or has a value it refuses, as an error to show; none when all are fine. */
export function propertyProblem(
  definitions: CrmProperty[],
  properties: Record<string, string | null>,
):
  | { code: 'crm.error.unknownProperty' | 'crm.error.invalidValue'; params: Record<string, string> }
  | undefined {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const [name, value] of Object.entries(properties)) {
    const definition = byName.get(name);
    if (!definition) return { code: 'crm.error.unknownProperty' as const, params: { property: name } };
    if (!validValue(definition, value))
      return {
        code: 'crm.error.invalidValue' as const,
        params: { property: definition.label, value: value ?? '' },
      };
  }
  return undefined;
}

/** Creates the properties the hub's CRM lacks (HubSpot needs them made; the built-in CRM has them). */
export async function ensureProperties(
  properties: CrmPort['properties'],
  hubId: string,
  object: CrmObject,
  wanted: Omit<CrmProperty, 'builtIn'>[],
) {
  const existing = new Set((await properties.list(hubId, object)).map((property) => property.name));
  for (const property of wanted)
    if (!existing.has(property.name)) await properties.create(hubId, object, property);
}
