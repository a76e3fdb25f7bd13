const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our record ids are UUIDs; anything else (a HubSpot id, a typo) is simply not found rather
 * than an error from the uuid column.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
