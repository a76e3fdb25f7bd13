import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { ListedKind } from '../../core/folders/library-kind.ts';
import { videoFolders, videos } from './videos.schema.ts';

/** Rich videos as a folder library: their folders' table, and where a video keeps its hub, folder, name and age. */
export const videoKind: ListedKind<typeof videos> = {
  folders: videoFolders,
  items: {
    table: videos,
    id: videos.id,
    hubId: videos.hubId,
    folderId: videos.folderId,
    name: videos.name,
    createdAt: videos.createdAt,
  },
};

export const videoFolderStore = folderStore(videoKind);
export const videoItems = libraryItems(videoKind);
