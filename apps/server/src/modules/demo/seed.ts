import { noPermissions } from '@hubline/contract';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../../core/config.ts';
import type { Db } from '../../core/db/client.ts';
import { addMember, createHub } from '../hubs/create-hub.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { banners, news } from '../news/news.schema.ts';
import { createUser } from '../users/create-user.ts';
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
    const [existing] = await tx.select({ n: count() }).from(hubs);
    if ((existing?.n ?? 0) > 0) return undefined;
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
    await tx.insert(news).values(DEMO_NEWS);
    await tx.insert(banners).values(DEMO_BANNER);
    return { hubId: hub.id, adminId: admin.id };
  });
}
