import { serverMessages } from '@hubline/contract';
import { describe, expect, it } from 'vitest';

/**
 * Issue #16: Traditional Chinese named the hub id and the channel id in English. A hub is 帳號 in
 * the zh-TW catalogues and a channel 頻道; "Channel ID" may stay only in brackets after 頻道 ID,
 * as the name the English-only LINE Developers console shows.
 */
const files = import.meta.glob<Record<string, string>>('./zh-TW/*.json', { eager: true, import: 'default' });
const texts = [
  ...Object.values(files).flatMap((messages) => Object.values(messages)),
  ...Object.values(serverMessages['zh-TW']),
];

describe('zh-TW names', () => {
  it('says 帳號 ID and 頻道 ID, not Hub ID or Channel ID', () => {
    const english = /Hub ID|此 Hub\b|(?<!（)Channel ID(?!）)/;
    expect(texts.filter((text) => english.test(text))).toEqual([]);
  });
});
