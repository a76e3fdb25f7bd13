import type { Db } from '../../../core/db/client.ts';
import { memberUsers } from '../../hubs/index.ts';
import type { CrmPort } from '../crm.port.ts';

/**
 * The built-in CRM's owners are the hub's active users. A user has one name, as they typed it
 * ("山田 花子", "Demo Admin"): it is kept whole as the given name, since cutting it at a space would
 * guess which part is the family name, and the console puts the family name first in ja and zh-TW.
 */
export function builtInOwners(db: Db): CrmPort['owners'] {
  return {
    async list(hubId) {
      return (await memberUsers(db, hubId)).map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.name,
        lastName: '',
      }));
    },
  };
}
