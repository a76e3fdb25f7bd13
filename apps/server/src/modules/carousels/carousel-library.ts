import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { ListedKind } from '../../core/folders/library-kind.ts';
import { carouselFolders, carousels } from './carousels.schema.ts';

/** Carousels as a folder library: their folders' table, and where a carousel keeps its hub, folder, name and age. */
export const carouselKind: ListedKind<typeof carousels> = {
  folders: carouselFolders,
  items: {
    table: carousels,
    id: carousels.id,
    hubId: carousels.hubId,
    folderId: carousels.folderId,
    name: carousels.name,
    createdAt: carousels.createdAt,
  },
};

export const carouselFolderStore = folderStore(carouselKind);
export const carouselItems = libraryItems(carouselKind);
