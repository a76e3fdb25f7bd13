// CRM constants without zod (the console uses them on its pages).

/** core.md §3 lifecycle stages, by HubSpot's internal values so both CRMs share them. */
export const LIFECYCLE_STAGES = [
  'subscriber',
  'lead',
  'marketingqualifiedlead',
  'salesqualifiedlead',
  'opportunity',
  'customer',
  'evangelist',
  'other',
] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

export const PROPERTY_TYPES = ['text', 'number', 'date', 'enumeration', 'boolean'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Contact properties every CRM has (HubSpot's names). */
export const BUILT_IN_CONTACT_PROPERTIES = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'mobilephone',
  'lifecyclestage',
  'hubspot_owner_id',
] as const;

/** The contact property holding a friend's LINE user id for the account with property sequence `seq`. */
export function lineUserIdProperty(seq: number) {
  return `line_user_id_${seq}`;
}

/** That property's label, the same in both CRMs. */
export function lineUserIdLabel(seq: number) {
  return `LINE User ID _${seq}`;
}

export const FILTER_OPERATORS = [
  'EQ',
  'NEQ',
  'CONTAINS_TOKEN',
  'HAS_PROPERTY',
  'NOT_HAS_PROPERTY',
  'GT',
  'LT',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const LIST_KINDS = ['static', 'filter'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
