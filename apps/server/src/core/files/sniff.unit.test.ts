import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff.ts';

describe('sniffType', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0], 'jpg'],
    ['gif named .png', [0x47, 0x49, 0x46, 0x38], undefined],
    ['empty', [], undefined],
    ['text', [...Buffer.from('hello world')], undefined],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffType(Uint8Array.from(bytes))).toBe(expected);
  });
});
