import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.ts';
import type { FilesPort } from './files.port.ts';
import { mimeOf } from './sniff.ts';

/**
 * Streams a stored file with the type its bytes show (unknown content is only downloaded, and
 * `nosniff` keeps browsers from running it in the console's origin); 404 for an unknown key.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FilesPort,
  key: string,
  cacheControl: string,
) {
  const content = await files.get(key);
  if (!content) throw new AppError('error.notFound');
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(content.type ? mimeOf(content.type) : 'application/octet-stream')
    .send(content.stream);
}
