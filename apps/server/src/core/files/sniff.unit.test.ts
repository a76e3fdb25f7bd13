import { describe, expect, it } from 'vitest';
import { type SniffedType, sniffType } from './sniff.ts';

const ALL: SniffedType[] = ['png', 'jpg', 'mp4', 'pdf', 'zip', 'ole'];
const mp4 = [0, 0, 0, 0x18, ...Buffer.from('ftypmp42')];

describe('sniffType', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0], 'jpg'],
    ['gif named .png', [0x47, 0x49, 0x46, 0x38], undefined],
    ['empty', [], undefined],
    ['text', [...Buffer.from('hello world')], undefined],
    ['mp4 where only images are accepted', mp4, undefined],
  ])('images: %s', (_name, bytes, expected) => {
    expect(sniffType(Uint8Array.from(bytes))).toBe(expected);
  });

  it.each([
    ['mp4', mp4, 'mp4'],
    ['pdf', [...Buffer.from('%PDF-1.7')], 'pdf'],
    ['docx (zip)', [0x50, 0x4b, 0x03, 0x04, 0x14], 'zip'],
    ['xls (ole)', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'ole'],
    ['text', [...Buffer.from('%PDX-1.7')], undefined],
  ])('any accepted type: %s', (_name, bytes, expected) => {
    expect(sniffType(Uint8Array.from(bytes), ALL)).toBe(expected);
  });
});
