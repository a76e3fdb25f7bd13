import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/server/src/core/db/client.ts';
import { runMigrations } from '../../apps/server/src/core/db/migrate.ts';
import { folderStore } from '../../apps/server/src/core/folders/folder-store.ts';
import { libraryList } from '../../apps/server/src/core/folders/library-list.ts';
import { fileFolders } from '../../apps/server/src/modules/files/files.schema.ts';
import { fileKind } from '../../apps/server/src/modules/files/files-library.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { percentiles, timedRuns } from './lib/timing.ts';

const ITEMS = 10_000;
const FOLDERS = 500;
const RUNS = 100;

/**
 * The library kit's list (core/folders: a page of items plus every folder with its count, as
 * GET /files answers) at 10,000 items in 500 folders, on PGlite: the page at the root, a folder's
 * view and a name search, p99 of RUNS calls each. Reference: a plain `select count(*)` over the
 * hub's items in the same database.
 */
export async function benchLibraryList(): Promise<Figure[]> {
  return withTempDir('library', async (dataDir) => {
    const database = await openDatabase({ dataDir });
    try {
      await runMigrations(database);
      progress(`library: seeding ${ITEMS} files in ${FOLDERS} folders`);
      const { hubId, folderId } = await seed(database);
      const { db } = database;
      const listPage = libraryList(fileKind);
      const folders = folderStore(fileKind);
      const page = { index: 0, limit: 25 };
      // What one GET answers: the page and the folders with their counts.
      const list = (filter: Parameters<typeof listPage>[2]) => async () => {
        await listPage(db, hubId, filter);
        await folders.withCounts(db, hubId);
      };
      const p99 = async (call: () => Promise<unknown>) => percentiles(await timedRuns(call, RUNS)).p99;
      const reference = await p99(() => db.execute(sql`select count(*) from files where hub_id = ${hubId}`));
      const root = await p99(list({ page }));
      const inFolder = await p99(list({ page, folderId }));
      const search = await p99(list({ page, search: 'file 12' }));
      progress(
        `library: count(*) ${fmt(reference, 1)} ms, root ${fmt(root, 1)} ms, folder ${fmt(inFolder, 1)} ms`,
      );
      const detail = (ms: number) =>
        `p99 (${ratio(ms, reference)} of select count(*) ${fmt(reference, 1)} ms)`;
      return [
        { name: 'library.list.root', value: `${fmt(root, 1)} ms`, detail: detail(root) },
        { name: 'library.list.folder', value: `${fmt(inFolder, 1)} ms`, detail: detail(inFolder) },
        { name: 'library.list.search', value: `${fmt(search, 1)} ms`, detail: detail(search) },
      ];
    } finally {
      await database.close();
    }
  });
}

async function seed(database: Database) {
  const { db } = database;
  const hub = await createHub(db, { name: 'Bench hub' });
  await db.execute(sql`
    insert into file_folders (hub_id, name)
    select ${hub.id}, 'Folder ' || i from generate_series(1, ${FOLDERS}) as i`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by created_at, id) as n from file_folders where hub_id = ${hub.id})
    insert into files (hub_id, folder_id, name, key, type, size, created_at)
    select ${hub.id}, numbered.id, 'File ' || i, 'library/' || gen_random_uuid() || '.png', 'png', 1000 + i,
      now() - i * interval '1 minute'
    from generate_series(1, ${ITEMS}) as i
    join numbered on numbered.n = 1 + (i % ${FOLDERS})`);
  await db.execute(sql`analyze`);
  const [folder] = await db.select({ id: fileFolders.id }).from(fileFolders).limit(1);
  if (!folder) throw new Error('no folder seeded');
  return { hubId: hub.id, folderId: folder.id };
}
