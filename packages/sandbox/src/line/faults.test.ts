import { HTTPFetchError } from '@line/bot-sdk';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../test/harness.ts';

describe('LINE fault injection through the API', () => {
  it('answers roughly the configured shares of 429 and 500, deterministically', async () => {
    const sb = await startTestSandbox({ rateLimits: false });
    try {
      const run = async () => {
        sb.control.setFaults({
          seed: 7,
          rules: [{ pathPrefix: '/v2/bot/info', rateLimited: 0.25, serverError: 0.25 }],
        });
        const statuses: number[] = [];
        for (let i = 0; i < 200; i++) {
          try {
            await sb.client.getBotInfo();
            statuses.push(200);
          } catch (e) {
            statuses.push(e instanceof HTTPFetchError ? e.status : -1);
          }
        }
        return statuses;
      };
      const statuses = await run();
      expect(await run()).toEqual(statuses);
      const count = (s: number) => statuses.filter((x) => x === s).length;
      expect(count(429)).toBeGreaterThan(30);
      expect(count(429)).toBeLessThan(70);
      expect(count(500)).toBeGreaterThan(30);
      expect(count(500)).toBeLessThan(70);
      // Other paths are untouched by a rule with a path prefix.
      await expect(sb.client.getMessageQuota()).resolves.toEqual({ type: 'none' });
      // Both runs are in the request log, each faulted request marked.
      const logged = sb.control.requests({ path: '/v2/bot/info' });
      expect(logged.filter((r) => r.fault === 'rateLimited')).toHaveLength(2 * count(429));
    } finally {
      await sb.close();
    }
  });

  it('drops connections and slows responses', async () => {
    const sb = await startTestSandbox();
    try {
      sb.control.setFaults({ rules: [{ drop: 1 }] });
      await expect(sb.client.getBotInfo()).rejects.toThrow(TypeError);
      sb.control.setFaults({ rules: [{ slow: 1, slowMs: 120 }] });
      const started = performance.now();
      await sb.client.getBotInfo();
      expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    } finally {
      await sb.close();
    }
  });
});
