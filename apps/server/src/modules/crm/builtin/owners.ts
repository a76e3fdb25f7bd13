import type { Db } from '../../../core/db/client.ts';
import { memberUsers } from '../../hubs/index.ts';
import type { CrmPort } from '../crm.port.ts';

/** The built-in CRM's owners are the hub's active users. */
export function builtInOwners(db: Db): CrmPort['owners'] {
  return {
    async list(hubId) {
      return (await memberUsers(db, hubId)).map((row) => {
        const [firstName = '', ...rest] = row.name.split(' ');
        return { id: row.id, email: row.email, firstName, lastName: rest.join(' ') };
      });
    },
  };
}
