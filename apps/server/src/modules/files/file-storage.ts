import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_MAX_BYTES, FILE_TYPES, type FileType } from '@hubline/contract';
import type { FilesPort, PutRules } from '../../core/files/files.port.ts';

/** core.md §5: png, jpg or mp4 by their first bytes, at most 30 MB, refused while streaming in. */
const RULES: PutRules = {
  maxBytes: FILE_MAX_BYTES,
  accept: FILE_TYPES,
  acceptNames: 'PNG, JPEG, MP4',
  extension: (type) => type,
};

/** Public names: our random id and the type's extension (LINE fetches them without signing in). */
export const PUBLIC_FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|mp4)$/;

export async function storeLibraryFile(files: FilesPort, source: Readable) {
  const stored = await files.put('library', source, RULES);
  if (!stored.type) throw new Error('an accepted file has a type');
  return { key: stored.key, type: stored.type as FileType, size: stored.bytes };
}

/** A second stored copy, so a duplicate's file outlives its original's delete. */
export async function copyLibraryFile(files: FilesPort, key: string) {
  const content = await files.get(key);
  if (!content) throw new Error(`stored file ${key} is missing`);
  return storeLibraryFile(files, content.stream);
}

/** The address a stored library file is served from (files.routes.ts), without signing in. */
export const publicFileUrl = (publicUrl: string, key: string) =>
  `${publicUrl}/api/files/public/${path.posix.basename(key)}`;
