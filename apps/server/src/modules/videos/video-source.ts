import path from 'node:path';
import type {} from '@fastify/multipart';
import {
  type ErrorCode,
  VIDEO_MAX_EXTERNAL_BYTES,
  VIDEO_MAX_UPLOAD_BYTES,
  type VideoSource,
} from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../core/config.ts';
import type { FilesPort } from '../../core/files/files.port.ts';
import { uploadOptions } from '../../core/files/upload-options.ts';
import { AppError } from '../../core/http/errors.ts';
import { OutboundError, outboundHead } from '../../core/http/outbound.ts';

/** How long the HEAD request to an external video may take before the URL counts as unreachable. */
const HEAD_TIMEOUT_MS = 5000;
const MB = 1024 * 1024;

/**
 * An uploaded video: streamed into the files port as a library file (`library/uuid.mp4`, served
 * publicly as LINE fetches it), refused while it streams in when over 30 MB or not mp4 by its
 * first bytes — the port then keeps nothing.
 */
export async function saveVideoUpload(files: FilesPort, request: FastifyRequest) {
  const part = await request.file(uploadOptions(VIDEO_MAX_UPLOAD_BYTES));
  if (!part) throw new AppError('file.missing');
  const stored = await files.put('library', part.file, {
    maxBytes: VIDEO_MAX_UPLOAD_BYTES,
    accept: ['mp4'],
    acceptNames: 'MP4',
    extension: () => 'mp4',
  });
  return { name: path.posix.basename(stored.key), bytes: stored.bytes };
}

/**
 * Checks where a video is before it is saved: an upload must still be stored; an external URL is
 * asked with a HEAD request through the outbound guard (https, public addresses, no redirects, a
 * timeout) and must answer video/mp4 of a known size within LINE's 200 MB.
 */
export async function checkVideoSource(
  deps: { files: FilesPort; config: Pick<Config, 'outbound'> },
  source: VideoSource,
) {
  const field = (code: ErrorCode, params: Record<string, string | number> = {}) =>
    new AppError(code, params, { video: code });
  if (source.kind === 'upload') {
    const stored = await deps.files.get(`library/${source.name}`);
    if (!stored) throw field('video.error.noVideo');
    stored.stream.destroy();
    return;
  }
  const answer = await outboundHead(source.url, {
    trustedOrigins: deps.config.outbound.trustedOrigins,
    timeoutMs: HEAD_TIMEOUT_MS,
  }).catch((error: unknown) => {
    if (!(error instanceof OutboundError)) throw error;
    throw field(error.failure === 'notHttps' ? 'video.error.notHttps' : 'video.error.unreachable');
  });
  if (answer.status < 200 || answer.status >= 300) throw field('video.error.unreachable');
  const type = String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'video/mp4') throw field('video.error.notMp4');
  const bytes = Number(answer.headers['content-length']);
  if (!Number.isFinite(bytes) || answer.headers['content-length'] === undefined)
    throw field('video.error.noSize');
  if (bytes > VIDEO_MAX_EXTERNAL_BYTES)
    throw field('video.error.tooLarge', { max: `${VIDEO_MAX_EXTERNAL_BYTES / MB} MB` });
}
