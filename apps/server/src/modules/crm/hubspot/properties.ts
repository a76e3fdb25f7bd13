import type { CrmProperty, PropertyType } from '@hubline/contract';
import type { Property, PropertyCreate } from '@hubspot/api-client/lib/codegen/crm/properties/index.js';
import { AppError } from '../../../core/http/errors.ts';
import type { CrmObject, CrmPort, Properties } from '../crm.port.ts';
import { propertyProblem } from '../properties.ts';
import type { HubspotApi } from './client.ts';
import { fieldType, propertyType } from './sdk-enums.ts';

/** HubSpot's property types (B5) as the console's five. */
const FROM_HUBSPOT: Record<string, PropertyType> = {
  bool: 'boolean',
  date: 'date',
  datetime: 'date',
  enumeration: 'enumeration',
  number: 'number',
};

const TO_HUBSPOT: Record<PropertyType, Pick<PropertyCreate, 'type' | 'fieldType'>> = {
  text: { type: propertyType('string'), fieldType: fieldType('text') },
  number: { type: propertyType('number'), fieldType: fieldType('number') },
  date: { type: propertyType('date'), fieldType: fieldType('date') },
  enumeration: { type: propertyType('enumeration'), fieldType: fieldType('select') },
  boolean: { type: propertyType('bool'), fieldType: fieldType('booleancheckbox') },
};

const GROUP: Record<CrmObject, string> = { contacts: 'contactinformation', companies: 'companyinformation' };

function toProperty(property: Property): CrmProperty {
  return {
    name: property.name,
    label: property.label,
    type: FROM_HUBSPOT[property.type] ?? 'text',
    options: property.options.map((option) => ({ value: option.value, label: option.label })),
    builtIn: property.hubspotDefined === true,
  };
}

/** Properties are HubSpot's own, read live; new ones are created in HubSpot. */
export function hubspotProperties(api: HubspotApi): CrmPort['properties'] {
  async function list(_hubId: string, object: CrmObject = 'contacts') {
    const { results } = await api.call((client) => client.crm.properties.coreApi.getAll(object));
    return results.filter((property) => !property.hidden).map(toProperty);
  }
  return {
    list,
    async create(hubId, object, property) {
      if ((await list(hubId, object)).some((existing) => existing.name === property.name)) {
        throw new AppError('crm.error.duplicateProperty', { property: property.name });
      }
      const options =
        property.type === 'boolean'
          ? [
              { label: 'Yes', value: 'true', hidden: false, displayOrder: 0 },
              { label: 'No', value: 'false', hidden: false, displayOrder: 1 },
            ]
          : property.options.map((option, displayOrder) => ({ ...option, hidden: false, displayOrder }));
      await api.call((client) =>
        client.crm.properties.coreApi.create(object, {
          name: property.name,
          label: property.label,
          groupName: GROUP[object],
          options,
          ...TO_HUBSPOT[property.type],
        }),
      );
      return { ...property, builtIn: false };
    },
  };
}

/** Checks values against HubSpot's definitions before writing, so refusals read as the built-in CRM's. */
export async function checkHubspotProperties(
  properties: CrmPort['properties'],
  hubId: string,
  object: CrmObject,
  values: Properties,
) {
  const problem = propertyProblem(await properties.list(hubId, object), values);
  if (problem) throw new AppError(problem.code, problem.params);
}
