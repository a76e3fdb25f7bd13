import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
