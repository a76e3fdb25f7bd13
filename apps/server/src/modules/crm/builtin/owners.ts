import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { memberships } from '../../hubs/hubs.schema.ts';
import { users } from '../../users/users.schema.ts';
import type { CrmPort } from '../crm.port.ts';

/** The built-in CRM's owners are the hub's active users. */
export function builtInOwners(db: Db): CrmPort['owners'] {
  return {
    async list(hubId) {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.hubId, hubId), eq(memberships.active, true)))
        .orderBy(asc(users.name));
      return rows.map((row) => {
        const [firstName = '', ...rest] = row.name.split(' ');
        return { id: row.id, email: row.email, firstName, lastName: rest.join(' ') };
      });
    },
  };
}
