import { folderStore } from '../../core/folders/folder-store.ts';
import type { ListedKind } from '../../core/folders/library-kind.ts';
import { fileFolders, libraryFiles } from './files.schema.ts';

/** Files as a folder library: their folders' table and where a file keeps its hub, folder and name. */
export const fileKind: ListedKind<typeof libraryFiles> = {
  folders: fileFolders,
  items: {
    table: libraryFiles,
    id: libraryFiles.id,
    hubId: libraryFiles.hubId,
    folderId: libraryFiles.folderId,
    name: libraryFiles.name,
    createdAt: libraryFiles.createdAt,
  },
};

export const fileFolderStore = folderStore(fileKind);
