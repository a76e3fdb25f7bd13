import type { FastifyInstance } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { hubspotError, hubspotErrors } from '../errors.ts';
import { bodyOf, boolQuery, hubspotRoute, param, portalOf } from '../route.ts';
import type { PropertyDefinition, PropertyOption, PropertyType } from '../state/types.ts';
import { typeParam } from './objects.ts';

/**
 * Properties v3 (B5): list, read, create (type/fieldType pairs, options for enumerations, unique
 * names), update and archive of custom properties, and the property groups.
 */
interface PropertyCreate {
  name: string;
  label: string;
  type: PropertyType;
  fieldType: string;
  groupName: string;
  description?: string;
  options?: Array<{
    label: string;
    value: string;
    hidden?: boolean;
    displayOrder?: number;
    description?: string;
  }>;
  displayOrder?: number;
  hasUniqueValue?: boolean;
  hidden?: boolean;
  formField?: boolean;
}

/** Which field types render which data type (HubSpot's property docs, "Property type and fieldType values"). */
const FIELD_TYPES: Record<PropertyType, string[]> = {
  bool: ['booleancheckbox'],
  enumeration: ['booleancheckbox', 'checkbox', 'radio', 'select'],
  date: ['date'],
  datetime: ['date'],
  string: ['file', 'text', 'textarea', 'html', 'phonenumber'],
  number: ['number', 'calculation_equation'],
  phone_number: ['phonenumber'],
};

const GROUP_LABELS: Record<string, string> = {
  contactinformation: 'Contact information',
  sales_properties: 'Sales properties',
  companyinformation: 'Company information',
  dealinformation: 'Deal information',
  ticketinformation: 'Ticket information',
  engagement: 'Engagement',
  task: 'Task',
};

export function propertyView(p: PropertyDefinition) {
  return {
    updatedAt: new Date(p.updatedAt).toISOString(),
    createdAt: new Date(p.createdAt).toISOString(),
    name: p.name,
    label: p.label,
    type: p.type,
    fieldType: p.fieldType,
    description: p.description,
    groupName: p.groupName,
    options: p.options,
    displayOrder: p.displayOrder,
    calculated: p.calculated,
    externalOptions: p.externalOptions,
    hasUniqueValue: p.hasUniqueValue,
    hidden: p.hidden,
    hubspotDefined: p.hubspotDefined,
    modificationMetadata: {
      archivable: !p.hubspotDefined,
      readOnlyDefinition: p.hubspotDefined,
      readOnlyValue: p.readOnlyValue,
    },
    formField: p.formField,
    dataSensitivity: 'non_sensitive',
    archived: p.archived,
  };
}

function options(input: PropertyCreate['options']): PropertyOption[] {
  return (input ?? []).map((o, i) => ({
    label: o.label,
    value: o.value,
    hidden: o.hidden ?? false,
    displayOrder: o.displayOrder ?? i,
    ...(o.description ? { description: o.description } : {}),
  }));
}

function checkDefinition(input: Pick<PropertyCreate, 'type' | 'fieldType' | 'options'>): void {
  if (!FIELD_TYPES[input.type].includes(input.fieldType)) {
    throw hubspotErrors.validation(
      `fieldType ${input.fieldType} is not valid for a property of type ${input.type}`,
      [
        {
          message: `fieldType must be one of ${FIELD_TYPES[input.type].join(', ')}`,
          code: 'INVALID_FIELD_TYPE',
          in: 'fieldType',
        },
      ],
    );
  }
  if (input.type === 'enumeration' && (input.options ?? []).length === 0) {
    throw hubspotErrors.validation('Enumeration properties must have at least one option', [
      { message: 'options are required for enumeration properties', code: 'MISSING_OPTIONS', in: 'options' },
    ]);
  }
  const values = (input.options ?? []).map((o) => o.value);
  if (new Set(values).size !== values.length) {
    throw hubspotErrors.validation('Option values must be unique', [
      { message: 'duplicate option value', code: 'DUPLICATE_OPTION', in: 'options' },
    ]);
  }
}

export function registerPropertyRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  const BASE = '/crm/v3/properties/{objectType}';
  hubspotRoute(app, 'GET', '/crm/v3/properties/:objectType', (request) => {
    const archived = boolQuery(request, 'archived');
    const all = [...portalOf(request).propertiesOf(typeParam(request).id).values()];
    return { results: all.filter((p) => p.archived === archived).map(propertyView) };
  });

  hubspotRoute(app, 'GET', '/crm/v3/properties/:objectType/groups', (request) => {
    const groups = [
      ...new Set([...portalOf(request).propertiesOf(typeParam(request).id).values()].map((p) => p.groupName)),
    ];
    return {
      results: groups.map((name, i) => ({
        name,
        label: GROUP_LABELS[name] ?? name,
        displayOrder: i,
        archived: false,
      })),
    };
  });

  hubspotRoute(app, 'GET', '/crm/v3/properties/:objectType/:propertyName', (request) => {
    const name = param(request, 'propertyName');
    const found = portalOf(request).propertiesOf(typeParam(request).id).get(name);
    if (!found || found.archived !== boolQuery(request, 'archived')) {
      throw hubspotErrors.notFound(`Unable to find property ${name}`);
    }
    return propertyView(found);
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/properties/:objectType',
    (request, reply) => {
      const defs = portalOf(request).propertiesOf(typeParam(request).id);
      const input = bodyOf<PropertyCreate>(request);
      if (!/^[a-z][a-z0-9_]*$/.test(input.name)) {
        throw hubspotErrors.validation(
          `Property name ${input.name} is invalid: use lowercase letters, digits and underscores, starting with a letter`,
        );
      }
      if (defs.has(input.name)) {
        throw hubspotError(409, 'OBJECT_ALREADY_EXISTS', `Property named '${input.name}' already exists.`);
      }
      if (![...defs.values()].some((p) => p.groupName === input.groupName)) {
        throw hubspotErrors.validation(`Property group ${input.groupName} does not exist.`);
      }
      checkDefinition(input);
      const now = ctx.clock.now();
      const def: PropertyDefinition = {
        name: input.name,
        label: input.label,
        type: input.type,
        fieldType: input.fieldType,
        groupName: input.groupName,
        description: input.description ?? '',
        options: options(input.options),
        displayOrder: input.displayOrder ?? -1,
        hasUniqueValue: input.hasUniqueValue ?? false,
        hidden: input.hidden ?? false,
        formField: input.formField ?? false,
        calculated: false,
        externalOptions: false,
        hubspotDefined: false,
        readOnlyValue: false,
        createdAt: now,
        updatedAt: now,
        archived: false,
      };
      defs.set(def.name, def);
      return reply.code(201).send(propertyView(def));
    },
    { spec: ['properties', BASE] },
  );

  hubspotRoute(
    app,
    'PATCH',
    '/crm/v3/properties/:objectType/:propertyName',
    (request) => {
      const found = portalOf(request).propertiesOf(typeParam(request).id).get(param(request, 'propertyName'));
      if (!found || found.archived)
        throw hubspotErrors.notFound(`Unable to find property ${param(request, 'propertyName')}`);
      if (found.hubspotDefined)
        throw hubspotErrors.validation(`${found.name} is a HubSpot-defined property and cannot be changed`);
      const patch = bodyOf<Partial<PropertyCreate>>(request);
      const next = {
        type: patch.type ?? found.type,
        fieldType: patch.fieldType ?? found.fieldType,
        options: patch.options ?? found.options,
      };
      checkDefinition(next);
      Object.assign(found, {
        ...next,
        options: options(next.options),
        label: patch.label ?? found.label,
        description: patch.description ?? found.description,
        groupName: patch.groupName ?? found.groupName,
        hidden: patch.hidden ?? found.hidden,
        displayOrder: patch.displayOrder ?? found.displayOrder,
        formField: patch.formField ?? found.formField,
        updatedAt: ctx.clock.now(),
      });
      return propertyView(found);
    },
    { spec: ['properties', `${BASE}/{propertyName}`] },
  );

  hubspotRoute(app, 'DELETE', '/crm/v3/properties/:objectType/:propertyName', (request, reply) => {
    const found = portalOf(request).propertiesOf(typeParam(request).id).get(param(request, 'propertyName'));
    if (!found || found.archived)
      throw hubspotErrors.notFound(`Unable to find property ${param(request, 'propertyName')}`);
    if (found.hubspotDefined)
      throw hubspotErrors.validation(`${found.name} is a HubSpot-defined property and cannot be archived`);
    found.archived = true;
    found.updatedAt = ctx.clock.now();
    return reply.code(204).send();
  });
}
