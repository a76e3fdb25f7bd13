import { useOwners } from '../api/crm-owners';
import { useCrmProperties } from '../api/crm-properties';

/**
 * What every CRM screen needs to show and filter contacts: the property definitions (required)
 * and the owners (only to show names: without them, ids are shown).
 */
export function useCrmReference(hubId: string) {
  const properties = useCrmProperties(hubId);
  const owners = useOwners(hubId);
  return {
    query: properties,
    properties: properties.data?.items ?? [],
    owners: owners.data?.items ?? [],
  };
}
