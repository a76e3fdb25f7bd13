import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type RunningS3Sandbox, startS3Sandbox } from '@hubline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileFolder, FilesPort } from './files.port.ts';
import { localFiles } from './local-files.ts';
import { s3Files } from './s3-files.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hubline-files-port-'));
const spool = path.join(dir, 'spool');
let s3: RunningS3Sandbox;
beforeAll(async () => {
  s3 = await startS3Sandbox({ buckets: ['files'] });
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Adapter {
  files: FilesPort;
  /** The keys kept in a folder, whatever the storage. */
  stored(folder: FileFolder): string[];
}

const adapters: [string, () => Adapter][] = [
  [
    'local disk',
    () => {
      const root = path.join(dir, 'files');
      const stored = (folder: FileFolder) => {
        const folderDir = path.join(root, folder);
        return fs.existsSync(folderDir) ? fs.readdirSync(folderDir).map((name) => `${folder}/${name}`) : [];
      };
      return { files: localFiles(root), stored };
    },
  ],
  [
    'S3',
    () => ({
      files: s3Files(
        {
          bucket: 'files',
          endpoint: s3.url,
          region: s3.region,
          credentials: s3.credentials,
          forcePathStyle: true,
        },
        spool,
      ),
      stored: (folder) => s3.control.keys('files').filter((key) => key.startsWith(`${folder}/`)),
    }),
  ],
];

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(24).fill(7)]);

describe.each(adapters)('files port on %s', (_name, adapter) => {
  let files: FilesPort;
  let stored: Adapter['stored'];
  beforeAll(() => {
    ({ files, stored } = adapter());
  });

  it('names the file by its own id and the sniffed type, gives it back and deletes it', async () => {
    const put = await files.put('chat', Readable.from([png.subarray(0, 5), png.subarray(5)]), {
      maxBytes: 1024,
      accept: ['png', 'jpg'],
      extension: (type) => type,
    });
    expect(put).toEqual({ key: expect.stringMatching(/^chat\/[0-9a-f-]{36}\.png$/), type: 'png', bytes: 32 });
    expect(stored('chat')).toContain(put.key);
    const content = await files.get(put.key);
    expect(content?.type).toBe('png');
    expect(Buffer.concat((await content?.stream.toArray()) ?? [])).toEqual(png);
    await files.delete(put.key);
    expect(await files.get(put.key)).toBeUndefined();
    expect(stored('chat')).not.toContain(put.key);
  });

  it('keeps content of no known type under a bare id, and serves it as such', async () => {
    const put = await files.put('line', Readable.from([Buffer.from('plain words')]), {
      maxBytes: 1024,
      extension: (type) => type,
    });
    expect(put).toEqual({ key: expect.stringMatching(/^line\/[0-9a-f-]{36}$/), type: undefined, bytes: 11 });
    const content = await files.get(put.key);
    expect(content?.type).toBeUndefined();
    expect(Buffer.concat((await content?.stream.toArray()) ?? []).toString()).toBe('plain words');
  });

  it.each([
    ['one byte over the limit', [png], { maxBytes: 31 }, 'file.tooLarge'],
    ['over the limit in a later chunk', [png, png, png], { maxBytes: 64 }, 'file.tooLarge'],
    [
      'content of another type',
      [Buffer.from('%PDF-1.7 and more bytes')],
      { maxBytes: 1024, accept: ['png'] as const },
      'file.invalidType',
    ],
    [
      'fewer bytes than a signature',
      [Buffer.from('GIF')],
      { maxBytes: 1024, accept: ['png'] as const },
      'file.invalidType',
    ],
  ])('refuses %s and keeps nothing', async (_name, chunks, rules, code) => {
    await expect(files.put('avatars', Readable.from(chunks), rules)).rejects.toMatchObject({ code });
    expect(stored('avatars')).toEqual([]);
  });

  it('refuses an endless stream once past the limit, without reading it whole', async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 64 * 1024;
        yield Buffer.alloc(64 * 1024);
      }
    }
    await expect(
      files.put('chat', Readable.from(endless()), { maxBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({
      code: 'file.tooLarge',
    });
    expect(read).toBeLessThan(2 * 1024 * 1024);
  });

  it('names the limit from the bytes it was given', async () => {
    const big = Readable.from([Buffer.alloc(3 * 1024 * 1024)]);
    await expect(files.put('chat', big, { maxBytes: 2.5 * 1024 * 1024 })).rejects.toMatchObject({
      params: { max: '2.5 MB' },
    });
  });

  it.each([
    ['a parent segment', '../secret'],
    ['parents from a folder', 'chat/../../secret'],
    ['an absolute path', '/tmp/hubline-files-x'],
    ['a NUL', 'chat/a\u0000b'],
    ['an encoded slash', 'chat/..%2Fsecret'],
    ['backslashes', 'chat\\..\\..\\secret'],
    ['a bare name', 'secret'],
    ['an empty key', ''],
  ])('gives nothing for %s (%j) and deletes nothing', async (_name, key) => {
    const kept = await files.put('chat', Readable.from([png]), { maxBytes: 1024 });
    expect(await files.get(key)).toBeUndefined();
    await files.delete(key);
    expect(stored('chat')).toContain(kept.key);
  });

  it('gives nothing for a well-formed key it does not hold', async () => {
    expect(await files.get('chat/00000000-0000-4000-8000-000000000000.png')).toBeUndefined();
    await files.delete('chat/00000000-0000-4000-8000-000000000000.png');
  });
});

it('S3: leaves no spool file behind, kept or refused', async () => {
  expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
});
