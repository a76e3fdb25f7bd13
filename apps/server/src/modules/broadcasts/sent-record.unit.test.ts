import type { BroadcastStatus } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { isSentRecord } from './sent-record.ts';

describe('isSentRecord', () => {
  it.each<[BroadcastStatus, BroadcastStatus | null, boolean]>([
    ['draft', null, false],
    ['scheduled', null, false],
    ['published', null, false],
    ['sending', null, true],
    ['sent', null, true],
    ['failure', null, true],
    ['archived', 'sent', true],
    ['archived', 'failure', true],
    ['archived', 'draft', false],
    ['archived', null, false],
  ])('%s (archived from %s): %s', (status, statusBeforeArchive, record) => {
    expect(isSentRecord({ status, statusBeforeArchive })).toBe(record);
  });
});
