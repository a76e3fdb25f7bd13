import { chatflowShapePaths } from '@hubline/contract';
import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { ListedKind } from '../../core/folders/library-kind.ts';
import { templateFolders, templates } from './templates.schema.ts';

/** Quick replies as a folder library: their folders' table and where a quick reply keeps its folder and name. */
export const templateKind: ListedKind<typeof templates> = {
  folders: templateFolders,
  items: {
    table: templates,
    id: templates.id,
    hubId: templates.hubId,
    folderId: templates.folderId,
    name: templates.name,
    createdAt: templates.createdAt,
  },
};

/** messaging.md §7: templates have the chatflows' shape (POST /template, GET /templates, /template/folder…). */
export const TEMPLATE_PATHS = chatflowShapePaths('template', 'templates');

export const templateFolderStore = folderStore(templateKind);
export const templateItems = libraryItems(templateKind);
