import type { NotificationTemplate } from '@hubline/contract';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { LibraryKind } from '../../core/folders/library-kind.ts';
import {
  type NotificationTemplateRow,
  notificationTemplateFolders,
  notificationTemplates,
} from './notification-templates.schema.ts';

/** Notification templates as a folder library: their folders' table and where a template keeps its folder. */
const kind: LibraryKind<typeof notificationTemplates> = {
  folders: notificationTemplateFolders,
  items: {
    table: notificationTemplates,
    id: notificationTemplates.id,
    hubId: notificationTemplates.hubId,
    folderId: notificationTemplates.folderId,
  },
};
export const templateFolderStore = folderStore(kind);
export const templateItems = libraryItems(kind);

export type TemplateValues = Pick<
  NotificationTemplateRow,
  'name' | 'region' | 'templateKey' | 'emphasizedItem' | 'items' | 'buttons' | 'folderId'
>;

/** A row as the API answers it (messaging.md §3: the id is `_id`). */
export function templateOut(row: NotificationTemplateRow): NotificationTemplate {
  return {
    _id: row.id,
    name: row.name,
    region: row.region,
    templateKey: row.templateKey,
    emphasizedItem: row.emphasizedItem,
    items: row.items,
    buttons: row.buttons,
    folderId: row.folderId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findTemplate(db: Db, hubId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.hubId, hubId), eq(notificationTemplates.id, id)));
  return row;
}

export async function findTemplates(db: Db, hubId: string, ids: readonly string[]) {
  return db.select().from(notificationTemplates).where(templateItems.among(hubId, ids));
}

/** A page of the hub's templates, newest change first: all of them, or one folder's; by name. */
export async function listTemplates(
  db: Db,
  hubId: string,
  filter: { folderId: string | null; q?: string; page: number; limit: number },
) {
  const escaped = filter.q?.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  const where: SQL | undefined = and(
    eq(notificationTemplates.hubId, hubId),
    filter.folderId ? eq(notificationTemplates.folderId, filter.folderId) : undefined,
    escaped ? ilike(notificationTemplates.name, `%${escaped}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationTemplates)
      .where(where)
      .orderBy(desc(notificationTemplates.updatedAt), desc(notificationTemplates.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(notificationTemplates).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function insertTemplates(
  db: Db,
  hubId: string,
  userId: string | null,
  values: readonly TemplateValues[],
) {
  if (values.length === 0) return [];
  return db
    .insert(notificationTemplates)
    .values(values.map((value) => ({ ...value, hubId, updatedBy: userId })))
    .returning();
}

export async function updateTemplate(
  db: Db,
  hubId: string,
  id: string,
  userId: string | null,
  values: TemplateValues,
) {
  const [row] = await db
    .update(notificationTemplates)
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(notificationTemplates.hubId, hubId), eq(notificationTemplates.id, id)))
    .returning();
  return row;
}

/** How many of the hub's templates among `ids` are already in `folderId` (null: in no folder). */
export async function countInFolder(db: Db, hubId: string, ids: readonly string[], folderId: string | null) {
  const [row] = await db
    .select({ n: count() })
    .from(notificationTemplates)
    .where(
      and(
        templateItems.among(hubId, ids),
        folderId ? eq(notificationTemplates.folderId, folderId) : isNull(notificationTemplates.folderId),
      ),
    );
  return row?.n ?? 0;
}
