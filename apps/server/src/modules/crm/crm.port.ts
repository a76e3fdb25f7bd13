import type { Contact, ContactsPage, CrmFilter, CrmProperty } from '@hubline/contract';

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

/**
 * What the product needs of a CRM. The built-in CRM implements it on our own tables; the HubSpot
 * connector (issue 4) will implement it over HubSpot's API. Nothing else talks to a CRM directly.
 */
export interface CrmPort {
  listProperties(hubId: string): Promise<CrmProperty[]>;
  createProperty(hubId: string, property: Omit<CrmProperty, 'builtIn'>): Promise<CrmProperty>;
  listOwners(hubId: string): Promise<Owner[]>;
  searchContacts(hubId: string, search: ContactSearch): Promise<ContactsPage>;
  getContact(hubId: string, id: string): Promise<Contact | undefined>;
  /** Properties are checked against the hub's definitions; a refusal is an AppError. */
  createContact(hubId: string, properties: Record<string, string | null>): Promise<Contact>;
  updateContact(
    hubId: string,
    id: string,
    properties: Record<string, string | null>,
  ): Promise<Contact | undefined>;
  /** The contact whose `property` equals `value` exactly (oldest first when several). */
  findContactBy(hubId: string, property: string, value: string): Promise<Contact | undefined>;
  /** Every contact of the hub, a batch at a time (export). */
  eachContact(hubId: string, batchSize: number): AsyncIterable<Contact[]>;
  /**
   * Creates or updates many contacts at once, all or nothing: a row with an `id` updates that
   * contact, a row whose email matches an existing contact updates it, any other row creates one.
   * Rows are checked by the caller.
   */
  importContacts(
    hubId: string,
    rows: Record<string, string | null>[],
  ): Promise<{ created: number; updated: number }>;
}
