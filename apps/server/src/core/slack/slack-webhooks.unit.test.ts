import { describe, expect, it } from 'vitest';
import { slackWebhooks } from './slack-webhooks.ts';

const slack = slackWebhooks({
  slack: { sandboxUrl: 'http://127.0.0.1:3300' },
  outbound: { trustedOrigins: [] },
});

describe('Slack webhook URLs', () => {
  it.each([
    ['Slack', 'https://hooks.slack.com/services/T1/B1/x', true],
    ['the sandbox', 'http://127.0.0.1:3300/services/T1/B1/x', true],
    ['another path on Slack', 'https://hooks.slack.com/workflows/T1/x', false],
    ['Slack over http', 'http://hooks.slack.com/services/T1/B1/x', false],
    ['a user name', 'https://me@hooks.slack.com/services/T1/B1/x', false],
    ['a look-alike host', 'https://hooks.slack.com.evil.example/services/T1/B1/x', false],
    ['another port on the sandbox host', 'http://127.0.0.1:3301/services/T1/B1/x', false],
    ['not a URL', 'hooks.slack.com/services/T1/B1/x', false],
  ])('%s: %s → %s', (_name, url, accepted) => {
    expect(slack.isWebhookUrl(url)).toBe(accepted);
  });

  it('posts nothing to a URL that is not a webhook', async () => {
    expect(await slack.post('https://example.com/services/T1/B1/x', 'hi')).toBe('notSlack');
  });
});
