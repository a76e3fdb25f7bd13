import { describe, expect, it } from 'vitest';
import { MAX_RECONNECTS, reconnectDelay } from './reconnect';

describe('reconnectDelay', () => {
  it('doubles from 1 s and gives up after the last attempt', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(reconnectDelay(MAX_RECONNECTS + 1)).toBeNull();
    expect(reconnectDelay(0)).toBeNull();
  });
});
