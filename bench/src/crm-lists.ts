import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/core/db/client.ts';
import { runMigrations } from '../../apps/server/src/core/db/migrate.ts';
import { builtInCrm } from '../../apps/server/src/modules/crm/builtin/index.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { PG, postgresUnreachable, withTempDatabase } from './lib/postgres.ts';
import { median, withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { timedRuns } from './lib/timing.ts';

const CONTACTS = 100_000;
const EXCLUDED = 10_000;
const RUNS = 7;

/**
 * Built-in CRM list resolution at 100,000 contacts, in-process on PGlite and PostgreSQL: a filter
 * list (half the contacts match) and a static list of everyone minus a 10,000-contact exclude list.
 * Reference: a plain `select count(*)` over the hub's contacts in the same database.
 */
export async function benchCrmLists(): Promise<Figure[]> {
  const figures = await withTempDir('crm', (dataDir) => onDatabase('pglite', { dataDir }));
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    figures.push({
      name: 'crm.lists.postgres',
      value: 'skipped',
      detail: `skipped: PostgreSQL not reachable at ${PG.host}:${PG.port}`,
    });
    return figures;
  }
  figures.push(...(await withTempDatabase('crm', (databaseUrl) => onDatabase('postgres', { databaseUrl }))));
  return figures;
}

async function onDatabase(label: string, options: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    await runMigrations(database);
    progress(`crm.${label}: seeding ${CONTACTS} contacts and three lists`);
    const { hubId, filterList, everyone, excluded } = await seed(database);
    const crm = builtInCrm(database.db);
    const reference = await timed(async () => {
      await database.db.execute(sql`select count(*) from crm_contacts where hub_id = ${hubId}`);
    });
    const filter = await timed(() => crm.lists.audienceSize(hubId, [filterList], []));
    const difference = await timed(() => crm.lists.audienceSize(hubId, [everyone], [excluded]));
    const sizes = [
      await crm.lists.audienceSize(hubId, [filterList], []),
      await crm.lists.audienceSize(hubId, [everyone], [excluded]),
    ];
    progress(
      `crm.${label}: count(*) ${fmt(reference, 1)} ms, filter ${fmt(filter, 1)} ms, difference ${fmt(difference, 1)} ms`,
    );
    const detail = (ms: number, size: number) =>
      `(${ratio(ms, reference)} of select count(*) ${fmt(reference, 1)} ms) ${size} recipients`;
    return [
      {
        name: `crm.lists.${label}.filter`,
        value: `${fmt(filter, 1)} ms`,
        detail: detail(filter, sizes[0] ?? 0),
      },
      {
        name: `crm.lists.${label}.minus`,
        value: `${fmt(difference, 1)} ms`,
        detail: detail(difference, sizes[1] ?? 0),
      },
    ];
  } finally {
    await database.close();
  }
}

/** Median wall time of RUNS calls after one warm-up, in ms. */
async function timed(call: () => Promise<unknown>) {
  return median(await timedRuns(call, RUNS));
}

async function seed(database: Database) {
  const { db } = database;
  const hub = await createHub(db, { name: 'Bench hub' });
  await db.execute(sql`
    insert into crm_contacts (hub_id, properties)
    select ${hub.id}, jsonb_build_object(
      'firstname', 'Friend ' || i,
      'email', 'friend' || i || '@example.com',
      'lifecyclestage', case when i % 2 = 0 then 'lead' else 'customer' end)
    from generate_series(1, ${CONTACTS}) as i`);
  const crm = builtInCrm(db);
  const filterList = await crm.lists.create(hub.id, {
    kind: 'filter',
    name: 'Leads',
    filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' }],
  });
  const everyone = await crm.lists.create(hub.id, { kind: 'static', name: 'Everyone' });
  const excluded = await crm.lists.create(hub.id, { kind: 'static', name: 'Opted out' });
  await db.execute(sql`
    insert into crm_list_members (list_id, contact_id)
    select ${everyone.id}::uuid, id from crm_contacts where hub_id = ${hub.id}`);
  await db.execute(sql`
    insert into crm_list_members (list_id, contact_id)
    select ${excluded.id}::uuid, id from crm_contacts where hub_id = ${hub.id} order by id limit ${EXCLUDED}`);
  await db.execute(sql`analyze`);
  return { hubId: hub.id, filterList: filterList.id, everyone: everyone.id, excluded: excluded.id };
}
