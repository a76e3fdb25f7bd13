import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { LibraryKind } from '../../core/folders/library-kind.ts';
import { templateFolders, templates } from './templates.schema.ts';

/** Quick replies as a folder library: their folders' table and where a quick reply keeps its folder. */
export const templateKind: LibraryKind<typeof templates> = {
  folders: templateFolders,
  items: { table: templates, id: templates.id, hubId: templates.hubId, folderId: templates.folderId },
};

export const templateFolderStore = folderStore(templateKind);
export const templateItems = libraryItems(templateKind);
