import type {
  AssociationLabel,
  Company,
  CompanyMember,
  Contact,
  ContactsPage,
  CRM_OBJECTS,
  CreateListRequest,
  CrmFilter,
  CrmList,
  CrmProperty,
  Deal,
  DealInput,
  DealPatch,
  Enrollment,
  Note,
  NoteInput,
  NotePatch,
  Pipeline,
  PipelineObject,
  Task,
  TaskInput,
  TaskPatch,
  Ticket,
  TicketInput,
  TicketPatch,
  UpdateListRequest,
  Workflow,
} from '@hubline/contract';

export interface ContactSearch {
  query: string;
  filters: CrmFilter[];
  page: number;
  limit: number;
}

export interface Owner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type CrmObject = (typeof CRM_OBJECTS)[number];
export type Properties = Record<string, string | null>;
/** What a ticket, deal, note or task is about: a contact or a company. */
export type About = { contactId: string } | { companyId: string };

/**
 * What the product needs of a CRM. The built-in CRM implements it on our own tables; the HubSpot
 * connector implements it over HubSpot's API. Nothing else talks to a CRM directly. Methods that
 * take an id answer `undefined` (or false) for an id the hub does not have; refusals of values
 * are AppErrors with a translated code.
 */
export interface CrmPort {
  properties: {
    list(hubId: string, object?: CrmObject): Promise<CrmProperty[]>;
    create(hubId: string, object: CrmObject, property: Omit<CrmProperty, 'builtIn'>): Promise<CrmProperty>;
  };
  owners: { list(hubId: string): Promise<Owner[]> };
  contacts: ContactsPort;
  lists: ListsPort;
  companies: CompaniesPort;
  pipelines: { list(hubId: string, object: PipelineObject): Promise<Pipeline[]> };
  tickets: RecordsPort<Ticket, TicketInput, TicketPatch>;
  deals: RecordsPort<Deal, DealInput, DealPatch>;
  notes: RecordsPort<Note, NoteInput, NotePatch>;
  tasks: RecordsPort<Task, TaskInput, TaskPatch>;
  workflows: WorkflowsPort;
}

export interface ContactsPort {
  search(hubId: string, search: ContactSearch): Promise<ContactsPage>;
  get(hubId: string, id: string): Promise<Contact | undefined>;
  /** Properties are checked against the hub's definitions. */
  create(hubId: string, properties: Properties): Promise<Contact>;
  update(hubId: string, id: string, properties: Properties): Promise<Contact | undefined>;
  /** The contact whose `property` equals `value` exactly (oldest first when several). */
  findBy(hubId: string, property: string, value: string): Promise<Contact | undefined>;
  /** Every contact of the hub, a batch at a time (export). */
  each(hubId: string, batchSize: number): AsyncIterable<Contact[]>;
  /**
   * Creates or updates many contacts at once, all or nothing: a row with an `id` updates that
   * contact, a row whose email matches an existing contact updates it, any other row creates one.
   * Rows are checked by the caller.
   */
  import(hubId: string, rows: Properties[]): Promise<{ created: number; updated: number }>;
  /**
   * Folds `mergedId` into `primaryId`: the primary keeps its values and takes the merged one's
   * where it has none; lists, companies, tickets, deals, notes, tasks and LINE friends follow.
   */
  merge(hubId: string, primaryId: string, mergedId: string): Promise<Contact | undefined>;
}

export interface ListsPort {
  list(hubId: string): Promise<CrmList[]>;
  get(hubId: string, id: string): Promise<CrmList | undefined>;
  create(hubId: string, input: CreateListRequest): Promise<CrmList>;
  update(hubId: string, id: string, patch: UpdateListRequest): Promise<CrmList | undefined>;
  remove(hubId: string, id: string): Promise<boolean>;
  /** How many contacts match these filters now. */
  preview(hubId: string, filters: CrmFilter[]): Promise<number>;
  members(hubId: string, id: string, page: number, limit: number): Promise<ContactsPage | undefined>;
  /** Static lists only; answers how many were added (already members and unknown ids are skipped). */
  addMembers(hubId: string, id: string, contactIds: string[]): Promise<number | undefined>;
  removeMembers(hubId: string, id: string, contactIds: string[]): Promise<number | undefined>;
  /** The size of (any of `include`) minus (any of `exclude`), counted set-based. */
  audienceSize(hubId: string, include: string[], exclude: string[]): Promise<number>;
}

export interface CompaniesPort {
  search(
    hubId: string,
    query: string,
    page: number,
    limit: number,
  ): Promise<{ items: Company[]; total: number }>;
  get(hubId: string, id: string): Promise<Company | undefined>;
  /** The company whose `property` equals `value` exactly (a LINE group's company). */
  findBy(hubId: string, property: string, value: string): Promise<Company | undefined>;
  create(hubId: string, properties: Properties): Promise<Company>;
  update(hubId: string, id: string, properties: Properties): Promise<Company | undefined>;
  /** The companies a contact belongs to. */
  ofContact(hubId: string, contactId: string): Promise<Company[]>;
  /** A company's contacts with their role labels. */
  members(hubId: string, companyId: string): Promise<CompanyMember[] | undefined>;
  /** Makes the contact a member (idempotent); false when either is unknown. */
  addMember(hubId: string, companyId: string, contactId: string): Promise<boolean>;
  removeMember(hubId: string, companyId: string, contactId: string): Promise<boolean>;
  /** Gives or strips a role label; false when the contact is not a member or the label is unknown. */
  assignRole(hubId: string, companyId: string, contactId: string, label: string): Promise<boolean>;
  removeRole(hubId: string, companyId: string, contactId: string, label: string): Promise<boolean>;
  labels(hubId: string): Promise<AssociationLabel[]>;
  createLabel(hubId: string, label: string): Promise<AssociationLabel>;
}

/** Tickets, deals, notes and tasks: records about a contact or a company. */
export interface RecordsPort<T, Input, Patch> {
  list(hubId: string, about: About): Promise<T[]>;
  /** `actorId` is the hub user who writes it (a note's creator). */
  create(hubId: string, about: About, input: Input, actorId: string | null): Promise<T>;
  update(hubId: string, id: string, patch: Patch): Promise<T | undefined>;
  remove(hubId: string, id: string): Promise<boolean>;
}

export interface WorkflowsPort {
  list(hubId: string): Promise<Workflow[]>;
  create(hubId: string, name: string): Promise<Workflow>;
  /** Records an enrolment (a contact may be enrolled again): its id, or undefined when either is unknown. */
  enroll(hubId: string, workflowId: string, contactId: string, source: string): Promise<string | undefined>;
  enrollments(hubId: string, contactId: string): Promise<Enrollment[]>;
}
