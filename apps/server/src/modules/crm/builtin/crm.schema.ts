import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hubs } from '../../hubs/hubs.schema.ts';

/** Custom contact properties of the built-in CRM (the built-in ones are defined in code). */
export const crmProperties = pgTable(
  'crm_properties',
  {
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['text', 'number', 'date', 'enumeration', 'boolean'] }).notNull(),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.name] })],
);

/**
 * Contacts of the built-in CRM: properties as one JSONB object of strings, HubSpot's model, so
 * custom properties need no schema change. The GIN index serves equality filters (`@>`) and
 * lookups such as "the contact with this LINE user id" at 100,000 contacts.
 */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crm_contacts_properties_idx').using('gin', sql`${table.properties} jsonb_path_ops`),
    index('crm_contacts_hub_updated_idx').on(table.hubId, table.updatedAt),
  ],
);
export type CrmContactRow = typeof crmContacts.$inferSelect;
