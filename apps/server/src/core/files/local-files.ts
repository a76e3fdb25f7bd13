import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { megabytes } from '@hubline/contract';
import { AppError } from '../http/errors.ts';
import { fileKeySegments } from './file-key.ts';
import type { FileFolder, FilesPort, PutRules } from './files.port.ts';
import { ALL_TYPES, sniffType } from './sniff.ts';

const HEAD = 16;
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** Counts the bytes and keeps the first ones, refusing as soon as the limit or the type fails. */
function meter(rules: PutRules) {
  let bytes = 0;
  let head = Buffer.alloc(0);
  const checkType = () => {
    if (rules.accept && !sniffType(head, rules.accept))
      throw new AppError('file.invalidType', { types: rules.acceptNames ?? rules.accept.join(', ') });
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > rules.maxBytes)
        return done(new AppError('file.tooLarge', { max: megabytes(rules.maxBytes) }));
      if (head.length < HEAD) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD);
        if (head.length === HEAD) return done(attempt(checkType), chunk);
      }
      done(null, chunk);
    },
    flush(done) {
      done(head.length < HEAD ? attempt(checkType) : null);
    },
  });
  return { transform, result: () => ({ bytes, type: sniffType(head, ALL_TYPES) }) };
}

function attempt(check: () => void): Error | null {
  try {
    check();
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** The files port on local disk, under `root` (DATA_DIR/files). */
export function localFiles(root: string): FilesPort {
  const base = path.resolve(root);
  /** The key's path, only when it stays inside the root. */
  const resolve = (key: string) => {
    const segments = fileKeySegments(key);
    const file = segments && path.resolve(base, ...segments);
    return file?.startsWith(base + path.sep) ? file : undefined;
  };

  return {
    async put(folder: FileFolder, source: Readable, rules: PutRules) {
      const dir = path.join(base, folder);
      await fsp.mkdir(dir, { recursive: true });
      const id = randomUUID();
      // Written under a temporary name, so a refused or broken upload never shows as a file.
      const partial = path.join(dir, `${id}.part`);
      const { transform, result } = meter(rules);
      try {
        await pipeline(source, transform, fs.createWriteStream(partial, { flags: 'wx' }));
      } catch (error) {
        await fsp.rm(partial, { force: true });
        // The upload itself breaking (a multipart body cut off) is the sender's fault, not ours; a
        // refusal of ours or the disk failing (an error with a syscall) stays what it is.
        const broken =
          source.errored !== null && !(error instanceof AppError) && !(error as { syscall?: string }).syscall;
        throw broken ? new AppError('file.incomplete') : error;
      }
      const { bytes, type } = result();
      const extension = rules.extension?.(type);
      const name = extension && EXTENSION.test(extension) ? `${id}.${extension}` : id;
      await fsp.rename(partial, path.join(dir, name));
      return { key: `${folder}/${name}`, type, bytes };
    },

    async get(key) {
      const file = resolve(key);
      if (!file) return undefined;
      const handle = await fsp.open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      const head = Buffer.alloc(HEAD);
      await handle.read(head, 0, HEAD, 0);
      return { stream: handle.createReadStream({ start: 0 }), type: sniffType(head, ALL_TYPES) };
    },

    async delete(key) {
      const file = resolve(key);
      if (file) await fsp.rm(file, { force: true });
    },
  };
}
