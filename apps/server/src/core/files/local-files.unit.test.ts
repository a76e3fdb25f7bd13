import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localFiles } from './local-files.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hubline-files-'));
const root = path.join(dir, 'files');
const files = localFiles(root);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(24).fill(7)]);
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync('/tmp/hubline-files-x', { force: true });
});

/** Files beside and above the root that no key may reach. */
function sentinels() {
  fs.mkdirSync(path.join(root, 'chat'), { recursive: true });
  for (const file of [path.join(dir, 'secret'), path.join(root, 'secret'), '/tmp/hubline-files-x'])
    fs.writeFileSync(file, 'keep');
}

describe('local files: keys that leave their folder are refused', () => {
  it.each([
    ['a parent segment', '../secret'],
    ['parents from a folder', 'chat/../../secret'],
    ['a parent into the root', 'chat/../secret'],
    ['an absolute path', '/tmp/hubline-files-x'],
    ['an absolute path in a segment', 'chat//tmp/hubline-files-x'],
    ['a NUL', 'chat/a\u0000b'],
    ['a fragment then parents', 'line/acc/123#/../../../secret'],
    ['an encoded slash', 'chat/..%2Fsecret'],
    ['encoded dots', 'chat/%2e%2e/secret'],
    ['backslashes', 'chat\\..\\..\\secret'],
    ['a dot segment', 'chat/./secret'],
    ['a bare name', 'secret'],
    ['an empty key', ''],
    ['a trailing slash', 'chat/'],
  ])('%s: %j', async (_name, key) => {
    sentinels();
    expect(await files.get(key)).toBeUndefined();
    await files.delete(key);
    expect(fs.readFileSync(path.join(dir, 'secret'), 'utf8')).toBe('keep');
    expect(fs.readFileSync(path.join(root, 'secret'), 'utf8')).toBe('keep');
    expect(fs.readFileSync('/tmp/hubline-files-x', 'utf8')).toBe('keep');
  });

  it('still reads the keys stored before the port (LINE media by message id, chat media by token)', async () => {
    const legacy = [
      'line/4b7c1a52-0a0e-4f38-9f57-2f9d0c6b4e11/468789577898262530',
      `chat/${'a'.repeat(43)}.png`,
    ];
    for (const key of legacy) {
      fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      fs.writeFileSync(path.join(root, key), png);
      expect((await files.get(key))?.type).toBe('png');
    }
  });
});

describe('local files: put', () => {
  it('names the file by its own id and the sniffed type, and gives it back', async () => {
    const stored = await files.put('chat', Readable.from([png.subarray(0, 5), png.subarray(5)]), {
      maxBytes: 1024,
      accept: ['png', 'jpg'],
      extension: (type) => type,
    });
    expect(stored).toEqual({
      key: expect.stringMatching(/^chat\/[0-9a-f-]{36}\.png$/),
      type: 'png',
      bytes: 32,
    });
    const content = await files.get(stored.key);
    expect(content?.type).toBe('png');
    expect(Buffer.concat((await content?.stream.toArray()) ?? [])).toEqual(png);
    await files.delete(stored.key);
    expect(await files.get(stored.key)).toBeUndefined();
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
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual([]);
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
});
