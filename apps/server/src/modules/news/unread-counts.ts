import type { Language } from '@hubline/contract';
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { news, newsReads, notifications } from './news.schema.ts';

/** Both badge counts in one statement: unread product news in the user's language, unread notifications. */
export async function unreadCounts(db: Db, userId: string, lang: Language) {
  const readByUser = db
    .select()
    .from(newsReads)
    .where(and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)));
  const [row] = await db
    .select({
      news: sql<number>`(${db
        .select({ n: count() })
        .from(news)
        .where(and(eq(news.lang, lang), notExists(readByUser)))})`.mapWith(Number),
      notifications: sql<number>`(${db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { news: 0, notifications: 0 };
}
