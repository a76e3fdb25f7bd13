import { describe, expect, it } from 'vitest';
import { filterOfSegment, filterSegment } from './recipient-filter';

describe('the recipients filter in the address', () => {
  it.each([
    [undefined, 'all'],
    ['error', 'failed'],
    ['failed', 'failed'],
    ['sent', 'sent'],
    ['pending', 'pending'],
    ['skipped', 'skipped'],
    ['errors', undefined],
    ['all', undefined],
  ])('%s reads as %s', (segment, filter) => {
    expect(filterOfSegment(segment)).toBe(filter);
  });

  it('writes failed as error and all as no segment', () => {
    expect(filterSegment('failed')).toBe('error');
    expect(filterSegment('all')).toBeUndefined();
    expect(filterSegment('sent')).toBe('sent');
  });
});
