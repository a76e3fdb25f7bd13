import { noPermissions } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../core/config.ts';
import type { Db } from '../../core/db/client.ts';
import { addMember, anyHubExists, createHub } from '../hubs/index.ts';
import { publishBanner, publishNews } from '../news/index.ts';
import { createUser } from '../users/index.ts';
import { DEMO_BANNER, DEMO_NEWS } from './demo-content.ts';

const SEED_LOCK = 72_411_002;

/**
 * First start only (no hub yet): a demo hub with an administrator and an agent with limited
 * permissions, a second hub for the administrator to switch to, product news and a banner.
 */
export async function seedDemo(db: Db, demo: Config['demo']) {
  return db.transaction(async (tx) => {
    // api and worker processes may start together on one database: the first seeds, the others see it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await anyHubExists(tx)) return undefined;
    const hub = await createHub(tx, { name: 'Hubline Demo', subscription: 'trial', timezone: 'Asia/Tokyo' });
    const second = await createHub(tx, {
      name: 'Hubline Demo Taiwan',
      subscription: 'professional',
      timezone: 'Asia/Taipei',
    });
    const admin = await createUser(tx, {
      email: demo.adminEmail,
      name: 'Demo Administrator',
      password: demo.adminPassword,
    });
    const agent = await createUser(tx, {
      email: demo.agentEmail,
      name: 'Demo Agent',
      password: demo.agentPassword,
    });
    await addMember(tx, { userId: admin.id, hubId: hub.id, superAdmin: true, hasSeat: true });
    await addMember(tx, { userId: admin.id, hubId: second.id, superAdmin: true, hasSeat: true });
    const agentPermissions = {
      ...noPermissions(),
      permissionInbox: true,
      permissionTags: true,
      permissionTemplates: true,
    };
    await addMember(tx, { userId: agent.id, hubId: hub.id, permissions: agentPermissions, hasSeat: true });
    await publishNews(tx, DEMO_NEWS);
    await publishBanner(tx, DEMO_BANNER);
    return { hubId: hub.id, adminId: admin.id };
  });
}
