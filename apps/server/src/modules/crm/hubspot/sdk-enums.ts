import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/associations/v4/index.js';
import type { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import type {
  PropertyCreateFieldTypeEnum,
  PropertyCreateTypeEnum,
} from '@hubspot/api-client/lib/codegen/crm/properties/index.js';

/**
 * The SDK's string enums, written as their values. Importing the enums themselves would load the
 * whole SDK when the server starts, which `hubspotApi` defers to first use (client.ts); on the
 * wire a value is just its string, and the type still checks it is one of the enum's.
 */
const sdkEnum = <E>(value: `${E & string}`) => value as unknown as E;

export const Category = {
  HubspotDefined: sdkEnum<AssociationSpecAssociationCategoryEnum>('HUBSPOT_DEFINED'),
  UserDefined: sdkEnum<AssociationSpecAssociationCategoryEnum>('USER_DEFINED'),
};
export type Category = AssociationSpecAssociationCategoryEnum;

export const filterOperator = (operator: `${FilterOperatorEnum}`) => sdkEnum<FilterOperatorEnum>(operator);
export const propertyType = (type: `${PropertyCreateTypeEnum}`) => sdkEnum<PropertyCreateTypeEnum>(type);
export const fieldType = (type: `${PropertyCreateFieldTypeEnum}`) =>
  sdkEnum<PropertyCreateFieldTypeEnum>(type);
