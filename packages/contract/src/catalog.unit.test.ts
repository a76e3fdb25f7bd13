import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { serverMessages } from './messages.ts';

const root = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('server message catalogue', () => {
  const en = serverMessages.en;

  it('has every key in en, ja and zh-TW with the same placeholders', () => {
    for (const lang of ['ja', 'zh-TW'] as const) {
      expect(Object.keys(serverMessages[lang]).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders(serverMessages[lang][key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('has a text for every error code', () => {
    for (const code of Object.keys(ERRORS)) expect(en, code).toHaveProperty([code]);
  });

  it('uses every key somewhere in the server or the console', () => {
    const code = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
      .flatMap((dir) => sources(path.join(root, dir)))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // A plural form (`key_one`) is used wherever its key is.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const unused = Object.keys(en).filter(
      (key) => !(base(key) in ERRORS) && !code.includes(`'${base(key)}'`),
    );
    expect(unused).toEqual([]);
  });
});
