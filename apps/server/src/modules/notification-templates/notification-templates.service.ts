import type { Language } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import { checkTarget, copyFolderOf, type FolderTarget } from '../../core/folders/folder-target.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import {
  countInFolder,
  findTemplate,
  findTemplates,
  insertTemplates,
  listTemplates,
  type TemplateValues,
  templateFolderStore,
  templateItems,
  templateOut,
  updateTemplate,
} from './notification-templates.repository.ts';

/** Who acts, in which hub. */
export interface Actor {
  hubId: string;
  userId: string | null;
}

type Fields = Omit<TemplateValues, 'folderId' | 'emphasizedItem'> & {
  emphasizedItem: TemplateValues['emphasizedItem'];
  folderId?: string | null;
};

/** The folder a template goes in must be one of the hub's. */
async function valuesOf(db: Db, hubId: string, fields: Fields, keepFolder: string | null) {
  const folderId = fields.folderId === undefined ? keepFolder : fields.folderId;
  await checkTarget(templateFolderStore, db, hubId, folderId);
  return {
    name: fields.name,
    region: fields.region,
    templateKey: fields.templateKey,
    emphasizedItem: fields.emphasizedItem,
    items: fields.items,
    buttons: fields.buttons,
    folderId,
  };
}

/** The list answer (messaging.md §7): a page of templates, the open folder, and every folder. */
export async function templatesPage(
  db: Db,
  hubId: string,
  folderId: string | null,
  query: { q?: string; page: number; limit: number },
) {
  const folder = folderId ? orNotFound(await templateFolderStore.find(db, hubId, folderId)) : undefined;
  const { rows, total } = await listTemplates(db, hubId, { folderId, ...query });
  return {
    templates: rows.map(templateOut),
    total,
    folderName: folder?.name ?? null,
    folderId: folder?.id ?? null,
    folders: await templateFolderStore.withCounts(db, hubId),
  };
}

/** GET /{id}: the same shape, with the one template and its folder. */
export async function templateAlone(db: Db, hubId: string, id: string) {
  const row = orNotFound(await findTemplate(db, hubId, id));
  const folder = row.folderId ? await templateFolderStore.find(db, hubId, row.folderId) : undefined;
  return {
    templates: [templateOut(row)],
    total: 1,
    folderName: folder?.name ?? null,
    folderId: folder?.id ?? null,
    folders: await templateFolderStore.withCounts(db, hubId),
  };
}

export async function createTemplate(db: Db, actor: Actor, fields: Fields) {
  const values = await valuesOf(db, actor.hubId, fields, null);
  const [row] = await insertTemplates(db, actor.hubId, actor.userId, [values]);
  return templateOut(orNotFound(row));
}

export async function changeTemplate(db: Db, actor: Actor, id: string, fields: Fields) {
  const current = orNotFound(await findTemplate(db, actor.hubId, id));
  const values = await valuesOf(db, actor.hubId, fields, current.folderId);
  return templateOut(orNotFound(await updateTemplate(db, actor.hubId, id, actor.userId, values)));
}

/**
 * DELETE /{id} takes a template or a folder (messaging.md §7); a folder that still holds templates
 * is refused and kept.
 */
export async function removeTemplateOrFolder(db: Db, hubId: string, id: string) {
  if ((await templateItems.deleteMany(db, hubId, [id])).length > 0) return 'template' as const;
  orNotFound(await templateFolderStore.find(db, hubId, id));
  if (!(await templateFolderStore.deleteEmpty(db, hubId, id)))
    throw new AppError('library.error.folderNotEmpty');
  return 'folder' as const;
}

export async function removeTemplates(db: Db, hubId: string, ids: string[]) {
  const deleted = await templateItems.deleteMany(db, hubId, ids);
  if (deleted.length === 0) throw new AppError('error.notFound');
  return deleted.length;
}

/** Copies beside their originals, or into the chosen folder (core.md §4), named as copies. */
export async function duplicateTemplates(
  db: Db,
  actor: Actor,
  lang: Language,
  ids: string[],
  target: FolderTarget,
) {
  await checkTarget(templateFolderStore, db, actor.hubId, target);
  const rows = await findTemplates(db, actor.hubId, ids);
  if (rows.length !== new Set(ids).size) throw new AppError('error.notFound');
  const copies = await insertTemplates(
    db,
    actor.hubId,
    actor.userId,
    rows.map((row) => ({
      name: translate(lang, 'library.copyName', { name: row.name }),
      region: row.region,
      templateKey: row.templateKey,
      emphasizedItem: row.emphasizedItem,
      items: row.items,
      buttons: row.buttons,
      folderId: copyFolderOf(target, row.folderId),
    })),
  );
  return copies.length;
}

/** Moves into a folder, or out of every folder; refused when they are all there already (core.md §4). */
export async function moveTemplates(db: Db, actor: Actor, ids: string[], folderId: string | null) {
  await checkTarget(templateFolderStore, db, actor.hubId, folderId);
  const unique = [...new Set(ids)];
  if ((await countInFolder(db, actor.hubId, unique, folderId)) === unique.length)
    throw new AppError('library.error.sameFolder');
  const moved = await templateItems.updateMany(db, actor.hubId, unique, {
    folderId,
    updatedBy: actor.userId,
    updatedAt: new Date(),
  });
  if (moved.length === 0) throw new AppError('error.notFound');
  return moved.length;
}
