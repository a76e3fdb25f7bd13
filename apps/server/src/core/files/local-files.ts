import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { copyChecked, newFileKey } from './checked-copy.ts';
import { fileKeySegments } from './file-key.ts';
import type { FileFolder, FilesPort, PutRules } from './files.port.ts';
import { ALL_TYPES, SNIFF_BYTES, sniffType } from './sniff.ts';

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
      // Written under a temporary name, so a refused or broken upload never shows as a file.
      const partial = path.join(dir, `${randomUUID()}.part`);
      const checked = await copyChecked(source, fs.createWriteStream(partial, { flags: 'wx' }), rules).catch(
        async (error: unknown) => {
          await fsp.rm(partial, { force: true });
          throw error;
        },
      );
      const key = newFileKey(folder, rules, checked.type);
      await fsp.rename(partial, path.join(base, key));
      return { key, ...checked };
    },

    async get(key) {
      const file = resolve(key);
      if (!file) return undefined;
      const handle = await fsp.open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      const head = Buffer.alloc(SNIFF_BYTES);
      await handle.read(head, 0, SNIFF_BYTES, 0);
      return { stream: handle.createReadStream({ start: 0 }), type: sniffType(head, ALL_TYPES) };
    },

    async delete(key) {
      const file = resolve(key);
      if (file) await fsp.rm(file, { force: true });
    },
  };
}
