import fs from 'node:fs/promises';
import path from 'node:path';
import type {} from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import { newToken } from '../../core/auth/tokens.ts';
import { sniffType } from '../../core/files/sniff.ts';
import { AppError } from '../../core/http/errors.ts';

export const AVATAR_FILE = /^[0-9a-f-]{36}-[\w-]{16}\.(png|jpg)$/;

export function avatarDir(dataDir: string) {
  return path.join(dataDir, 'files', 'avatars');
}

/** Stores an uploaded PNG or JPEG (checked by content, at most 5 MB) and returns its URL path. */
export async function saveAvatar(request: FastifyRequest, dataDir: string, userId: string): Promise<string> {
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError('file.missing');
  const data = await part.toBuffer().catch(() => {
    throw new AppError('file.tooLarge', { max: '5 MB' });
  });
  const type = sniffType(data.subarray(0, 16));
  if (!type) throw new AppError('file.invalidType', { types: 'PNG, JPEG' });
  const name = `${userId}-${newToken().slice(0, 16)}.${type}`;
  await fs.mkdir(avatarDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(avatarDir(dataDir), name), data);
  return `/api/profile/avatar/${name}`;
}
