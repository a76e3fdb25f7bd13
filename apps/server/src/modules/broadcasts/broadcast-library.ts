import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { LibraryKind } from '../../core/folders/library-kind.ts';
import { broadcastFolders, broadcasts } from './broadcasts.schema.ts';

/** Broadcasts as a folder library: their folders' table and where a broadcast keeps its folder. */
const kind: LibraryKind<typeof broadcasts> = {
  folders: broadcastFolders,
  items: { table: broadcasts, id: broadcasts.id, hubId: broadcasts.hubId, folderId: broadcasts.folderId },
};

export const broadcastFolderStore = folderStore(kind);
export const broadcastItems = libraryItems(kind);
