import type { LibraryFile } from '@hubline/contract';
import { publicFileUrl } from './file-storage.ts';
import type { LibraryFileRow } from './files.schema.ts';

/** A stored file as the API shows it, with the address it is served from. */
export const fileViewOf =
  (publicUrl: string) =>
  (row: LibraryFileRow): LibraryFile => ({
    id: row.id,
    name: row.name,
    url: publicFileUrl(publicUrl, row.key),
    size: row.size,
    type: row.type,
    useWithAi: row.useWithAi,
    folderId: row.folderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
