/**
 * Every CRM query of a hub starts with ['crm', hubId], so a write can refresh what it touches:
 * a contact's change can move it in or out of filter lists, so contact writes refresh lists too.
 */
export const crmKeys = {
  all: (hubId: string) => ['crm', hubId] as const,
  properties: (hubId: string) => ['crm', hubId, 'properties'] as const,
  owners: (hubId: string) => ['crm', hubId, 'owners'] as const,
  contacts: (hubId: string) => ['crm', hubId, 'contacts'] as const,
  contact: (hubId: string, id: string) => ['crm', hubId, 'contacts', 'detail', id] as const,
  lists: (hubId: string) => ['crm', hubId, 'lists'] as const,
  list: (hubId: string, id: string) => ['crm', hubId, 'lists', 'detail', id] as const,
};
