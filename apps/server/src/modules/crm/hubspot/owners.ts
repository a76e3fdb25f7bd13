import type { CrmPort } from '../crm.port.ts';
import type { HubspotApi } from './client.ts';

/** HubSpot's owners (B6), every page. */
export function hubspotOwners(api: HubspotApi): CrmPort['owners'] {
  return {
    async list() {
      const owners: Awaited<ReturnType<CrmPort['owners']['list']>> = [];
      let after: string | undefined;
      do {
        const page = await api.call((client) => client.crm.owners.ownersApi.getPage(undefined, after, 100));
        for (const owner of page.results)
          owners.push({
            id: owner.id,
            email: owner.email ?? '',
            firstName: owner.firstName ?? '',
            lastName: owner.lastName ?? '',
          });
        after = page.paging?.next?.after;
      } while (after);
      return owners;
    },
  };
}
