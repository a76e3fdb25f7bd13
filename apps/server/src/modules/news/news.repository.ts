import type { Language } from '@hubline/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { banners, news, newsReads, notifications } from './news.schema.ts';

export async function listNews(db: Db, userId: string, lang: Language) {
  const rows = await db
    .select({ news, readBy: newsReads.userId })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .where(eq(news.lang, lang))
    .orderBy(desc(news.publishedAt))
    .limit(50);
  return rows.map(({ news: item, readBy }) => ({
    id: item.id,
    title: item.title,
    date: item.publishedAt.toISOString(),
    content: item.content,
    link: item.link,
    read: readBy !== null,
  }));
}

export async function markNewsRead(db: Db, userId: string, newsId: string) {
  const [exists] = await db.select({ id: news.id }).from(news).where(eq(news.id, newsId)).limit(1);
  if (exists) await db.insert(newsReads).values({ userId, newsId }).onConflictDoNothing();
}

/** Opening the updates drawer: every item in the reader's language counts as read, in one statement. */
export async function markAllNewsRead(db: Db, userId: string, lang: Language) {
  await db
    .insert(newsReads)
    .select(
      db
        .select({ userId: sql<string>`${userId}::uuid`.as('user_id'), newsId: news.id })
        .from(news)
        .where(eq(news.lang, lang)),
    )
    .onConflictDoNothing();
}

export async function listNotifications(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
}

export async function markNotificationsRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Banners in force now for the hub's plan; only English and Japanese texts exist, as in core.md §3 (Chinese readers get English). */
/**
 * A banner has English and Japanese text only (core.md §3 "English and Japanese text and link").
 * Traditional Chinese readers get the Japanese: written in kanji (「無料トライアル」「14日間」),
 * it is the nearer of the two, as the README says.
 */
function bannerLanguage(lang: Language): 'en' | 'ja' {
  return lang === 'en' ? 'en' : 'ja';
}

export async function listBanners(db: Db, subscription: string, lang: Language) {
  const now = new Date();
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        or(isNull(banners.startsAt), lt(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        or(
          sql`jsonb_array_length(${banners.subscriptions}) = 0`,
          sql`${banners.subscriptions} ? ${subscription}`,
        ),
      ),
    );
  const japanese = bannerLanguage(lang) === 'ja';
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    text: japanese ? row.textJa : row.textEn,
    link: japanese ? (row.linkJa ?? row.linkEn) : row.linkEn,
  }));
}

/** Publishes product news entries (the demo's, on first start). */
export async function publishNews(db: Db, entries: (typeof news.$inferInsert)[]) {
  await db.insert(news).values(entries);
}

/** Publishes a banner (the demo's, on first start). */
export async function publishBanner(db: Db, banner: typeof banners.$inferInsert) {
  await db.insert(banners).values(banner);
}
