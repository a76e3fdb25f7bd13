import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client.ts';

/** Bookkeeping that a refused request may still touch: sign-in sessions and the job queue's own tables. */
const BOOKKEEPING = new Set(['sessions', '__drizzle_migrations']);

/** Builds one statement that reads every business table's row count and a hash of its rows. */
export async function fingerprintQuery(db: Db): Promise<string> {
  const { rows } = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  return rows
    .filter((row) => !BOOKKEEPING.has(row.name))
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as print from "${name}" t`,
    )
    .join(' union all ');
}

/** Which tables differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, print]) => before.get(name) !== print).map(([name]) => name);
}

/** Every business table's row count and row hash, by table name: cheap enough to take after each request. */
export async function fingerprint(db: Db, query: string): Promise<Map<string, string>> {
  const { rows } = (await db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; print: string }[];
  };
  return new Map(rows.map((row) => [row.name, row.print]));
}
