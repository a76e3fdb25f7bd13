import type { ListedKind } from '../../core/folders/library-kind.ts';
import { imagemapFolders, imagemaps } from './imagemaps.schema.ts';

/** Rich messages as a folder library (the library kit): listed, searched and copied by their title. */
export const imagemapKind: ListedKind<typeof imagemaps> = {
  folders: imagemapFolders,
  items: {
    table: imagemaps,
    id: imagemaps.id,
    hubId: imagemaps.hubId,
    folderId: imagemaps.folderId,
    name: imagemaps.name,
    createdAt: imagemaps.createdAt,
  },
};
