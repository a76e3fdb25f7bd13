import type { Pipeline } from '@hubline/contract';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hubs } from '../../hubs/hubs.schema.ts';

/**
 * A local copy of what the console needs of a hub's HubSpot portal for speed (issue 4): list
 * memberships (audiences resolve set-based in SQL), owners, pipelines and the contacts linked to
 * LINE friends. Filled by the sync job, written through by Hubline's own changes.
 */
const hubId = () =>
  text('hub_id')
    .notNull()
    .references(() => hubs.id, { onDelete: 'cascade' });

/** A list whose members are mirrored, and when they were last read from HubSpot. */
export const crmMirrorLists = pgTable(
  'crm_mirror_lists',
  {
    hubId: hubId(),
    listId: text('list_id').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.listId] })],
);

export const crmMirrorMemberships = pgTable(
  'crm_mirror_memberships',
  { hubId: hubId(), listId: text('list_id').notNull(), contactId: text('contact_id').notNull() },
  (table) => [
    primaryKey({ columns: [table.hubId, table.listId, table.contactId] }),
    index('crm_mirror_memberships_contact_idx').on(table.hubId, table.contactId),
  ],
);

export const crmMirrorOwners = pgTable(
  'crm_mirror_owners',
  {
    hubId: hubId(),
    id: text('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.id] })],
);

export const crmMirrorPipelines = pgTable(
  'crm_mirror_pipelines',
  {
    hubId: hubId(),
    objectType: text('object_type', { enum: ['tickets', 'deals'] }).notNull(),
    pipelines: jsonb('pipelines').$type<Pipeline[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.objectType] })],
);

/** The contacts LINE friends are linked to, as HubSpot last answered (names for the inbox). */
export const crmMirrorContacts = pgTable(
  'crm_mirror_contacts',
  {
    hubId: hubId(),
    contactId: text('contact_id').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.contactId] })],
);
