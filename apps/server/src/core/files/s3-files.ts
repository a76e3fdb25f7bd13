import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { copyChecked, newFileKey } from './checked-copy.ts';
import { fileKeySegments } from './file-key.ts';
import type { FileFolder, FilesPort, PutRules } from './files.port.ts';
import { mimeOf, typeOfMime } from './sniff.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address; AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/**
 * The files port on S3-compatible object storage (`@aws-sdk/client-s3`), with the same keys as on
 * disk. An upload is checked while it streams into a spool file under `spoolDir`, and only a file
 * that passed is sent to the bucket, with its length (PutObject needs one) and its sniffed type.
 */
export function s3Files(settings: S3Settings, spoolDir: string): FilesPort {
  // Imported here, not at the top: the SDK is tens of MB of code that a server keeping its files
  // on disk never needs, and the bundle would load a static import at every start.
  const sdk = import('@aws-sdk/client-s3');
  const connect = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: settings.credentials,
        forcePathStyle: settings.forcePathStyle,
        // S3-compatible services differ in the newer default checksums; S3 itself needs none for these calls.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  );
  const Bucket = settings.bucket;

  return {
    async put(folder: FileFolder, source: Readable, rules: PutRules) {
      await fsp.mkdir(spoolDir, { recursive: true });
      const spool = path.join(spoolDir, `${randomUUID()}.part`);
      try {
        const checked = await copyChecked(source, fs.createWriteStream(spool, { flags: 'wx' }), rules);
        const key = newFileKey(folder, rules, checked.type);
        const [{ PutObjectCommand }, client] = await Promise.all([sdk, connect]);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(spool),
            ContentLength: checked.bytes,
            ContentType: checked.type ? mimeOf(checked.type) : 'application/octet-stream',
          }),
        );
        return { key, ...checked };
      } finally {
        await fsp.rm(spool, { force: true });
      }
    },

    async get(key) {
      if (!fileKeySegments(key)) return undefined;
      const [{ GetObjectCommand, NoSuchKey }, client] = await Promise.all([sdk, connect]);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      });
      // On Node the SDK answers the body as a stream of the HTTP response.
      if (!(object?.Body instanceof Readable)) return undefined;
      return { stream: object.Body, type: typeOfMime(object.ContentType) };
    },

    async delete(key) {
      if (!fileKeySegments(key)) return;
      const [{ DeleteObjectCommand }, client] = await Promise.all([sdk, connect]);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
