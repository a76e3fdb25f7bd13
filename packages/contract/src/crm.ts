import { z } from 'zod';
import { FILTER_OPERATORS, PROPERTY_TYPES } from './crm-constants.ts';

/** A CRM record id: a UUID in the built-in CRM, a number string in HubSpot. */
export const crmIdSchema = z.string().min(1).max(64);

export const propertyOptionSchema = z.object({
  value: z.string().min(1).max(100),
  label: z.string().min(1).max(100),
});
export const crmPropertySchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(PROPERTY_TYPES),
  options: z.array(propertyOptionSchema),
  builtIn: z.boolean(),
});
export type CrmProperty = z.infer<typeof crmPropertySchema>;
export const propertiesResponseSchema = z.object({ items: z.array(crmPropertySchema) });

export const CRM_OBJECTS = ['contacts', 'companies'] as const;
export const propertiesQuerySchema = z.object({ object: z.enum(CRM_OBJECTS).default('contacts') });

export const createPropertyRequestSchema = z.object({
  object: z.enum(CRM_OBJECTS).default('contacts'),
  name: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, { error: 'validation.propertyName' }),
  label: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  type: z.enum(PROPERTY_TYPES),
  options: z.array(propertyOptionSchema).max(200).default([]),
});

export const ownerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export const ownersResponseSchema = z.object({ items: z.array(ownerSchema) });

/** A contact as both CRMs expose it: HubSpot's shape, properties as strings (null when unset). */
export const contactSchema = z.object({
  id: z.string(),
  properties: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const filterSchema = z.object({
  propertyName: z.string().min(1).max(100),
  operator: z.enum(FILTER_OPERATORS),
  value: z.string().max(500).optional(),
});
export type CrmFilter = z.infer<typeof filterSchema>;

export const contactSearchRequestSchema = z.object({
  query: z.string().trim().max(200).default(''),
  filters: z.array(filterSchema).max(10).default([]),
  page: z.number().int().min(0).default(0),
  limit: z
    .number()
    .int()
    .refine((value) => [25, 50, 100].includes(value), { error: 'validation.invalid' })
    .default(25),
});
export const contactsPageSchema = z.object({
  items: z.array(contactSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ContactsPage = z.infer<typeof contactsPageSchema>;

export const contactWriteSchema = z.object({
  properties: z.record(z.string(), z.string().max(5000).nullable()),
});
export const contactResponseSchema = z.object({ msg: z.string(), contact: contactSchema });

export const importResultSchema = z.object({
  msg: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});

/** Merge two contacts: the merged one's values fill the primary's gaps, then it is gone. */
export const mergeContactsRequestSchema = z.object({ primaryId: crmIdSchema, mergedId: crmIdSchema });
