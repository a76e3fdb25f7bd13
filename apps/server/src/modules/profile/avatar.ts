import type {} from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import type { FilesPort } from '../../core/files/files.port.ts';
import { IMAGE_TYPES } from '../../core/files/sniff.ts';
import { uploadOptions } from '../../core/files/upload-options.ts';
import { AppError } from '../../core/http/errors.ts';

/** Avatar file names: our id (a random UUID), or the user id and a token for avatars stored before the port. */
export const AVATAR_FILE = /^[0-9a-f-]{36}(-[\w-]{16})?\.(png|jpg)$/;
export const avatarKey = (file: string) => `avatars/${file}`;

/** Streams an uploaded PNG or JPEG (checked by content and size as it arrives) and returns its URL path. */
export async function saveAvatar(request: FastifyRequest, files: FilesPort): Promise<string> {
  const part = await request.file(uploadOptions(AVATAR_MAX_BYTES));
  if (!part) throw new AppError('file.missing');
  const { key } = await files.put('avatars', part.file, {
    maxBytes: AVATAR_MAX_BYTES,
    accept: IMAGE_TYPES,
    acceptNames: 'PNG, JPEG',
    extension: (type) => type,
  });
  return `/api/profile/avatar/${key.slice('avatars/'.length)}`;
}
