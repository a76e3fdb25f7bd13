import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

/**
 * The embedded outbox as its reader may see it: only the mails addressed to them. Reset links
 * are credentials, so nobody (no hub administrator, no API key) reads another person's mail.
 */
export async function listOutboxFor(db: Db, email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(200);
}
