import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSlackSandbox, startSlackSandbox } from './index.ts';

let slack: RunningSlackSandbox;
beforeAll(async () => {
  slack = await startSlackSandbox();
});
afterAll(() => slack.close());

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('Slack incoming webhooks', () => {
  it('takes a text message the way Slack does and lists it', async () => {
    const hook = slack.control.webhookUrl();
    expect(hook).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/services\/T[0-9A-F]{10}\/B[0-9A-F]{10}\/[0-9a-f]{24}$/);
    const response = await post(hook, JSON.stringify({ text: 'こんにちは' }));
    expect([response.status, await response.text()]).toEqual([200, 'ok']);
    expect(slack.control.messages()).toEqual([{ path: new URL(hook).pathname, text: 'こんにちは' }]);
    expect(await (await fetch(`${slack.url}/__slack/messages`)).json()).toEqual(slack.control.messages());
  });

  it('answers invalid_payload and no_text like Slack, and keeps nothing', async () => {
    const hook = slack.control.webhookUrl();
    const before = slack.control.messages().length;
    const broken = await post(hook, '{not json');
    expect([broken.status, await broken.text()]).toEqual([400, 'invalid_payload']);
    const empty = await post(hook, JSON.stringify({ attachments: [] }));
    expect([empty.status, await empty.text()]).toEqual([400, 'no_text']);
    expect(slack.control.messages()).toHaveLength(before);
  });

  it('keeps only the newest messages', async () => {
    const small = await startSlackSandbox({ keep: 2 });
    try {
      const hook = small.control.webhookUrl();
      for (const text of ['one', 'two', 'three']) await post(hook, JSON.stringify({ text }));
      expect(small.control.messages().map((message) => message.text)).toEqual(['two', 'three']);
    } finally {
      await small.close();
    }
  });
});
