import type { Language } from '@hubline/contract';
import { and, count, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { news, newsReads, notifications } from './news.schema.ts';

/**
 * Both badge counts as columns to select (unread product news in the user's language, unread
 * notifications): the profile asks for them in the same statement as the user's hubs.
 */
export function unreadCountColumns(db: Db, userId: string, lang: Language) {
  const readByUser = db
    .select()
    .from(newsReads)
    .where(and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)));
  return {
    news: sql<number>`(${db
      .select({ n: count() })
      .from(news)
      .where(and(eq(news.lang, lang), notExists(readByUser)))})`.mapWith(Number),
    notifications: sql<number>`(${db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))})`.mapWith(Number),
  };
}
