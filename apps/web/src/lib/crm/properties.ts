import {
  BUILT_IN_CONTACT_PROPERTIES,
  type CrmProperty,
  type FilterOperator,
  type PropertyType,
} from '@hubline/contract';

/** The contact owner holds a member's id: it is picked from the hub's owners, not typed. */
export const OWNER_PROPERTY = 'hubspot_owner_id';
export const LIFECYCLE_PROPERTY = 'lifecyclestage';

export type BuiltInProperty = (typeof BUILT_IN_CONTACT_PROPERTIES)[number];

const LINE_USER_ID = /^line_user_id_(\d+)$/;

/** The property sequence of a `line_user_id_<n>` property (the LINE account's number). */
export function lineAccountSeq(name: string): number | undefined {
  const match = LINE_USER_ID.exec(name);
  return match ? Number(match[1]) : undefined;
}

export function isLineUserIdProperty(name: string): boolean {
  return LINE_USER_ID.test(name);
}

export function isBuiltInProperty(name: string): name is BuiltInProperty {
  return (BUILT_IN_CONTACT_PROPERTIES as readonly string[]).includes(name);
}

/** LINE user ids are written by LINE follows, never typed in the console. */
export function isReadOnlyProperty(name: string): boolean {
  return isLineUserIdProperty(name);
}

/** How a property's value is entered: by its type, except the owner (a pick of the hub's members). */
export type InputKind = PropertyType | 'owner';

export function inputKindOf(property: CrmProperty): InputKind {
  return property.name === OWNER_PROPERTY ? 'owner' : property.type;
}

const OPERATORS: Record<InputKind, readonly FilterOperator[]> = {
  text: ['CONTAINS_TOKEN', 'EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
  number: ['EQ', 'NEQ', 'GT', 'LT', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
  date: ['EQ', 'GT', 'LT', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
  enumeration: ['EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
  boolean: ['EQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
  owner: ['EQ', 'NEQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY'],
};

/** The filter operators that make sense for a kind of property, the usual one first. */
export function operatorsFor(kind: InputKind): readonly FilterOperator[] {
  return OPERATORS[kind];
}

/** "Is known" and "is unknown" need no value; the others compare with one. */
export function needsValue(operator: FilterOperator): boolean {
  return operator !== 'HAS_PROPERTY' && operator !== 'NOT_HAS_PROPERTY';
}
