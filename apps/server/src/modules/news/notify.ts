import type { Db } from '../../core/db/client.ts';
import { notifications } from './news.schema.ts';

/** Adds an entry to the user's bell; `key` is a message of the server catalogue. */
export async function notify(
  db: Db,
  userId: string,
  key: string,
  params: Record<string, string> = {},
  hubId?: string,
) {
  await db.insert(notifications).values({ userId, key, params, hubId });
}
