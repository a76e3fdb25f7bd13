/** The in-memory state of one HubSpot account (portal). Times are epoch ms. */

export interface CrmRecord {
  id: string;
  /** Every value is a string (HS-OAS `SimplePublicObject.properties`); cleared values are absent. */
  properties: Record<string, string>;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
  archivedAt?: number;
}

export interface PropertyOption {
  label: string;
  value: string;
  displayOrder: number;
  hidden: boolean;
  description?: string;
}

export type PropertyType =
  | 'bool'
  | 'date'
  | 'datetime'
  | 'enumeration'
  | 'number'
  | 'phone_number'
  | 'string';

export interface PropertyDefinition {
  name: string;
  label: string;
  type: PropertyType;
  fieldType: string;
  groupName: string;
  description: string;
  options: PropertyOption[];
  displayOrder: number;
  hasUniqueValue: boolean;
  hidden: boolean;
  formField: boolean;
  calculated: boolean;
  externalOptions: boolean;
  hubspotDefined: boolean;
  /** HubSpot computes the value; writes are refused (READ_ONLY_VALUE). */
  readOnlyValue: boolean;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
}

export interface Owner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  type: 'PERSON' | 'QUEUE';
  teams: Array<{ id: string; name: string; primary: boolean }>;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
}

export interface PipelineStage {
  id: string;
  label: string;
  displayOrder: number;
  metadata: Record<string, string>;
  createdAt: number;
  updatedAt: number;
  archived: boolean;
}

export interface Pipeline {
  id: string;
  label: string;
  displayOrder: number;
  stages: PipelineStage[];
  createdAt: number;
  updatedAt: number;
  archived: boolean;
}

export type AssociationCategory = 'HUBSPOT_DEFINED' | 'USER_DEFINED' | 'INTEGRATOR_DEFINED' | 'WORK';

/** A user-defined association label between two object types (one direction). */
export interface AssociationLabel {
  typeId: number;
  fromTypeId: string;
  toTypeId: string;
  name: string;
  label: string;
  /** The type ID of the other direction. */
  inverseTypeId: number;
}

export type ProcessingType = 'MANUAL' | 'DYNAMIC' | 'SNAPSHOT';

export interface CrmList {
  listId: string;
  name: string;
  objectTypeId: string;
  processingType: ProcessingType;
  /** DYNAMIC (and SNAPSHOT) lists: the filter tree, kept as sent. */
  filterBranch?: FilterBranch;
  listVersion: number;
  createdAt: number;
  updatedAt: number;
  filtersUpdatedAt: number;
  deletedAt?: number;
  /** MANUAL/SNAPSHOT members: record ID → when it was added. */
  members: Map<string, number>;
}

/** The part of HubSpot's list filter tree the emulator evaluates (HS-OAS `Public*FilterBranch`). */
export interface FilterBranch {
  filterBranchType: string;
  filterBranchOperator?: string;
  filterBranches?: FilterBranch[];
  filters?: ListFilter[];
}

export interface ListFilter {
  filterType: string;
  property?: string;
  operation?: {
    operationType: string;
    operator: string;
    value?: string | number | boolean;
    values?: Array<string | number>;
    lowerBound?: number | string;
    upperBound?: number | string;
    includeObjectsWithNoValueSet?: boolean;
  };
}

export type Tier = 'free' | 'starter' | 'professional' | 'enterprise';
