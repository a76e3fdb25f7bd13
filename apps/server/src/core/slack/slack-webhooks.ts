import type { Config } from '../config.ts';
import { OutboundError, outboundPost } from '../http/outbound.ts';
import type { SlackPort } from './slack.port.ts';

const SLACK_ORIGIN = 'https://hooks.slack.com';

/**
 * Only Slack's incoming webhooks (https://hooks.slack.com/services/…) or those of the configured
 * Slack sandbox are saved and posted to: a Slack URL is not a way to make the server call anything
 * else. Posts go through the outbound guard, so a refusal cannot be used to probe other servers.
 */
export function slackWebhooks(config: Pick<Config, 'slack' | 'outbound'>): SlackPort {
  const sandbox = config.slack.sandboxUrl;
  const sandboxOrigin = sandbox ? new URL(sandbox).origin : undefined;
  const trustedOrigins = [...config.outbound.trustedOrigins, ...(sandboxOrigin ? [sandboxOrigin] : [])];

  const isWebhookUrl = (url: string) => {
    const parsed = URL.parse(url);
    if (!parsed?.pathname.startsWith('/services/') || parsed.username || parsed.password) return false;
    return parsed.origin === SLACK_ORIGIN || parsed.origin === sandboxOrigin;
  };

  return {
    isWebhookUrl,
    async post(webhookUrl, text) {
      if (!isWebhookUrl(webhookUrl)) return 'notSlack';
      const status = await outboundPost(
        webhookUrl,
        JSON.stringify({ text }),
        { 'content-type': 'application/json' },
        { trustedOrigins },
      ).catch((error: unknown) => {
        if (error instanceof OutboundError) return 0;
        throw error;
      });
      return status >= 200 && status < 300 ? 'posted' : 'failed';
    },
  };
}
