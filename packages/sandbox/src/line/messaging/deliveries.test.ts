import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, text } from '../../test/harness.ts';
import { Store } from '../state/store.ts';

describe('delivery counters', () => {
  it('count each send that reached a chat once, not a 409 retry nor a non-friend', async () => {
    const sb = await startTestSandbox();
    try {
      const [a, b, stranger] = [1, 2, 3].map(() => sb.control.createUser().userId) as [
        string,
        string,
        string,
      ];
      await sb.control.follow(sb.channel.channelId, a);
      await sb.control.follow(sb.channel.channelId, b);
      const key = randomUUID();
      await sb.client.multicast({ to: [a, b, stranger], messages: [text('one'), text('two')] }, key);
      const again = await lineError(sb.client.multicast({ to: [a, b], messages: [text('one')] }, key));
      expect(again.status).toBe(409);
      await sb.client.pushMessage({ to: a, messages: [text('three')] });

      expect(sb.control.deliveries(sb.channel.channelId)).toEqual({ [a]: 2, [b]: 1 });
      // Another channel's counters are its own.
      expect(sb.control.deliveries('2000000999')).toEqual({});
    } finally {
      await sb.close();
    }
  });

  it('keep counting past what the chat log keeps', () => {
    const store = new Store();
    const sends = 221_000;
    for (let i = 0; i < sends; i++) {
      const message = { type: 'text', text: `${i}` };
      store.addChat({
        id: `${i}`,
        channelId: 'c',
        chatId: 'U1',
        from: 'bot',
        via: 'multicast',
        message,
        at: i,
      });
      store.countDeliveries('c', ['U1']);
    }
    expect(store.deliveries('c')).toEqual({ U1: sends });
    // The chat log forgot its oldest entries in one go, and keeps at most 220,000.
    const kept = store.chat('c', 'U1');
    expect(kept.length).toBeLessThanOrEqual(220_000);
    expect(kept.at(-1)?.id).toBe(`${sends - 1}`);
  });
});
