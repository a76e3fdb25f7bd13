import { describe, expect, it } from 'vitest';
import { versionOfContact } from './automation-shares.ts';

const pairId = '6f1c2a4e-7d3b-4c5a-9e8f-0a1b2c3d4e5f';
const contacts = Array.from({ length: 2000 }, (_, i) => `contact-${i}`);
const shareOfA = (percent: number) =>
  contacts.filter((id) => versionOfContact(pairId, id, percent) === 'A').length / contacts.length;

describe('versionOfContact', () => {
  it('gives version A close to the split percent of contacts', () => {
    for (const percent of [10, 30, 50, 80])
      expect(Math.abs(shareOfA(percent) * 100 - percent)).toBeLessThan(4);
    expect(shareOfA(0)).toBe(0);
    expect(shareOfA(100)).toBe(1);
  });

  it('gives a contact the same version every time, and depends on the pair', () => {
    const versions = contacts.map((id) => versionOfContact(pairId, id, 50));
    expect(contacts.map((id) => versionOfContact(pairId, id, 50))).toEqual(versions);
    const otherPair = contacts.map((id) => versionOfContact('another-pair', id, 50));
    expect(otherPair).not.toEqual(versions);
  });
});
