import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('8c570fa6dd201bb328f1c1eac23a96d8');
    expect(a).not.toContain('8c570fa6');
    expect(box.seal('8c570fa6dd201bb328f1c1eac23a96d8')).not.toBe(a);
    expect(box.open(a)).toBe('8c570fa6dd201bb328f1c1eac23a96d8');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
