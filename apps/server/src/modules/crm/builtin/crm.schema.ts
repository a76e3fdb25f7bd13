import type { CrmFilter } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hubs } from '../../hubs/hubs.schema.ts';

/** Custom contact and company properties of the built-in CRM (the built-in ones are defined in code). */
export const crmProperties = pgTable(
  'crm_properties',
  {
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    objectType: text('object_type', { enum: ['contacts', 'companies'] })
      .notNull()
      .default('contacts'),
    name: text('name').notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['text', 'number', 'date', 'enumeration', 'boolean'] }).notNull(),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.objectType, table.name] })],
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

/** Contact lists: `static` ones hold members; `filter` ones are computed from property conditions. */
export const crmLists = pgTable(
  'crm_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['static', 'filter'] }).notNull(),
    filters: jsonb('filters').$type<CrmFilter[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crm_lists_hub_idx').on(table.hubId)],
);
export type CrmListRow = typeof crmLists.$inferSelect;

export const crmListMembers = pgTable(
  'crm_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => crmLists.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.contactId] }),
    index('crm_list_members_contact_idx').on(table.contactId),
  ],
);

const hubId = () =>
  text('hub_id')
    .notNull()
    .references(() => hubs.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The contact and company a ticket, deal, note or task is about (HubSpot's associations, as columns). */
const contactId = () => uuid('contact_id').references(() => crmContacts.id, { onDelete: 'cascade' });
const companyId = () => uuid('company_id').references(() => crmCompanies.id, { onDelete: 'cascade' });

/** Companies: properties as JSONB strings like contacts (name, domain, phone, city, custom ones). */
export const crmCompanies = pgTable(
  'crm_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('crm_companies_properties_idx').using('gin', sql`${table.properties} jsonb_path_ops`),
    index('crm_companies_hub_idx').on(table.hubId),
  ],
);
export type CrmCompanyRow = typeof crmCompanies.$inferSelect;

/** A hub's own contact-to-company association labels (roles), beside the ones defined in code. */
export const crmAssociationLabels = pgTable(
  'crm_association_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('crm_association_labels_hub_label_key').on(table.hubId, table.label)],
);

/** A contact's membership of a company, with the role labels it holds there. */
export const crmCompanyContacts = pgTable(
  'crm_company_contacts',
  {
    hubId: hubId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => crmCompanies.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.contactId] }),
    index('crm_company_contacts_contact_idx').on(table.contactId),
  ],
);

/** Ticket and deal pipelines; every hub gets HubSpot's default one of each on first use. */
export const crmPipelines = pgTable(
  'crm_pipelines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    objectType: text('object_type', { enum: ['tickets', 'deals'] }).notNull(),
    label: text('label').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('crm_pipelines_hub_type_label_key').on(table.hubId, table.objectType, table.label)],
);

/** A pipeline's stages: `isClosed` marks a ticket stage as closed, `probability` a deal stage's odds. */
export const crmPipelineStages = pgTable(
  'crm_pipeline_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isClosed: boolean('is_closed').notNull().default(false),
    probability: numeric('probability'),
  },
  (table) => [index('crm_pipeline_stages_pipeline_idx').on(table.pipelineId)],
);

export const crmTickets = pgTable(
  'crm_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    subject: text('subject').notNull(),
    content: text('content').notNull().default(''),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => crmPipelineStages.id),
    ownerId: text('owner_id'),
    contactId: contactId(),
    companyId: companyId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('crm_tickets_contact_idx').on(table.contactId),
    index('crm_tickets_company_idx').on(table.companyId),
  ],
);

export const crmDeals = pgTable(
  'crm_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    dealname: text('dealname').notNull(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => crmPipelineStages.id),
    amount: numeric('amount'),
    closeDate: timestamp('close_date', { withTimezone: true }),
    ownerId: text('owner_id'),
    contactId: contactId(),
    companyId: companyId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('crm_deals_contact_idx').on(table.contactId),
    index('crm_deals_company_idx').on(table.companyId),
  ],
);

export const crmNotes = pgTable(
  'crm_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    body: text('body').notNull(),
    /** The hub user who wrote it (an owner id); null for notes the system logs. */
    creatorId: text('creator_id'),
    contactId: contactId(),
    companyId: companyId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('crm_notes_contact_idx').on(table.contactId, table.createdAt),
    index('crm_notes_company_idx').on(table.companyId, table.createdAt),
  ],
);

export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    ownerId: text('owner_id'),
    completed: boolean('completed').notNull().default(false),
    contactId: contactId(),
    companyId: companyId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('crm_tasks_contact_idx').on(table.contactId)],
);

/** Workflows a contact can be enrolled in; what they do comes with later features. */
export const crmWorkflows = pgTable(
  'crm_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('crm_workflows_hub_name_key').on(table.hubId, table.name)],
);

/** Every enrolment, kept: a contact may be enrolled again, and each time is visible. */
export const crmWorkflowEnrollments = pgTable(
  'crm_workflow_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: hubId(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => crmWorkflows.id, { onDelete: 'cascade' }),
    /** The contact's id in the hub's CRM (a HubSpot id for a hub on HubSpot, so no foreign key). */
    contactId: text('contact_id').notNull(),
    /** What enrolled the contact: 'api', 'console', a chatflow or broadcast id … */
    source: text('source').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crm_workflow_enrollments_contact_idx').on(table.contactId, table.enrolledAt)],
);
