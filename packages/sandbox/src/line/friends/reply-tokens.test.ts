import { describe, expect, it } from 'vitest';
import { isUsable, ReplyTokens } from './reply-tokens.ts';

const MIN = 60_000;

describe('isUsable', () => {
  it.each([
    // [eventAt, deliveredAt, used, now, usable]
    [0, 0, false, 0, true],
    [0, 0, false, MIN, true],
    [0, 0, false, MIN + 1, false],
    [0, 0, true, 1, false],
    // redelivered 5 minutes later: another minute from that delivery
    [0, 5 * MIN, false, 5 * MIN + 30_000, true],
    [0, 5 * MIN, false, 6 * MIN + 1, false],
    // never beyond 20 minutes after the event
    [0, 19.5 * MIN, false, 20 * MIN, true],
    [0, 19.5 * MIN, false, 20 * MIN + 1, false],
  ])('event %i, delivered %i, used %s, at %i → %s', (eventAt, deliveredAt, used, now, usable) => {
    expect(isUsable({ eventAt, deliveredAt, used }, now)).toBe(usable);
  });
});

describe('ReplyTokens', () => {
  it('is single use and bound to its channel', () => {
    const tokens = new ReplyTokens();
    const token = tokens.issue({ channelId: 'c1', chatId: 'U1' }, 0);
    expect(tokens.consume(token, 'c2', 1)).toBeUndefined();
    expect(tokens.consume(token, 'c1', 1)).toEqual({ channelId: 'c1', chatId: 'U1' });
    expect(tokens.consume(token, 'c1', 2)).toBeUndefined();
  });

  it('extends the window when the webhook is redelivered', () => {
    const tokens = new ReplyTokens();
    const token = tokens.issue({ channelId: 'c1', chatId: 'U1' }, 0);
    tokens.delivered(token, 10 * MIN);
    expect(tokens.consume(token, 'c1', 10.5 * MIN)).toBeDefined();
  });
});
