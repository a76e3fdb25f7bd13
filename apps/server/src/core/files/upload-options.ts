import type { FastifyMultipartBaseOptions } from '@fastify/multipart';

/**
 * Multipart options for one file streamed into the files port: busboy lets one byte more than
 * `maxBytes` through and raises nothing, so the port is the one place that refuses an oversize
 * file (with the translated `file.tooLarge` naming the limit) and removes what it had written.
 */
export function uploadOptions(maxBytes: number) {
  return {
    limits: { fileSize: maxBytes + 1, files: 1 },
    throwFileSizeLimit: false,
  } satisfies FastifyMultipartBaseOptions;
}
