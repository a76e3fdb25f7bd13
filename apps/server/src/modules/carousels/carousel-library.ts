import { folderStore } from '../../core/folders/folder-store.ts';
import { libraryItems } from '../../core/folders/library-items.ts';
import type { LibraryKind } from '../../core/folders/library-kind.ts';
import { carouselFolders, carousels } from './carousels.schema.ts';

/** Carousels as a folder library: their folders' table and where a carousel keeps its folder. */
export const carouselKind: LibraryKind<typeof carousels> = {
  folders: carouselFolders,
  items: { table: carousels, id: carousels.id, hubId: carousels.hubId, folderId: carousels.folderId },
};

export const carouselFolderStore = folderStore(carouselKind);
export const carouselItems = libraryItems(carouselKind);
