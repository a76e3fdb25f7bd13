import type { InboxSettings } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { inboxSettings } from './inbox.schema.ts';

/** A hub's inbox settings; the column defaults when it never saved any. */
export async function getInboxSettings(db: Db, hubId: string): Promise<InboxSettings> {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.hubId, hubId));
  const settings = row ?? { ...DEFAULTS, hubId };
  return {
    id: hubId,
    addAllMessages: settings.addAllMessages,
    autoAssign: settings.autoAssign,
    notifyNewMessages: settings.notifyNewMessages,
    showSenderName: settings.showSenderName,
  };
}

const DEFAULTS = { addAllMessages: false, autoAssign: true, notifyNewMessages: true, showSenderName: false };

export async function saveInboxSettings(db: Db, hubId: string, patch: Partial<Omit<InboxSettings, 'id'>>) {
  await db
    .insert(inboxSettings)
    .values({ ...DEFAULTS, ...patch, hubId })
    .onConflictDoUpdate({ target: inboxSettings.hubId, set: { ...patch, updatedAt: new Date() } });
  return getInboxSettings(db, hubId);
}
