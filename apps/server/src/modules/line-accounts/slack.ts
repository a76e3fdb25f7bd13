import type { Config } from '../../core/config.ts';
import { AppError } from '../../core/http/errors.ts';
import { OutboundError, outboundPost } from '../../core/http/outbound.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';

export interface SlackPost {
  url: string;
  text: string;
}

type SlackConfig = Pick<Config, 'slack' | 'outbound'>;

const SLACK_ORIGIN = 'https://hooks.slack.com';

/**
 * Only Slack's incoming webhooks (https://hooks.slack.com/services/…, see
 * https://api.slack.com/messaging/webhooks) or those of the configured Slack sandbox are saved and
 * posted to: a Slack URL is not a way to make the server call anything else.
 */
export function isSlackWebhookUrl(url: string, sandboxUrl: string | undefined): boolean {
  const parsed = URL.parse(url);
  if (!parsed?.pathname.startsWith('/services/') || parsed.username || parsed.password) return false;
  return (
    parsed.origin === SLACK_ORIGIN ||
    (sandboxUrl !== undefined && parsed.origin === new URL(sandboxUrl).origin)
  );
}

/**
 * Posts to a Slack incoming webhook through the outbound guard. A refusal does not say what the
 * target answered, so the feature cannot be used to probe other servers.
 */
export function slackPoster(config: SlackConfig) {
  const sandbox = config.slack.sandboxUrl;
  const trustedOrigins = [...config.outbound.trustedOrigins, ...(sandbox ? [new URL(sandbox).origin] : [])];
  return async ({ url, text }: SlackPost) => {
    if (!isSlackWebhookUrl(url, sandbox)) throw new AppError('line.error.slackUrl');
    const status = await outboundPost(
      url,
      JSON.stringify({ text }),
      { 'content-type': 'application/json' },
      { trustedOrigins },
    ).catch((error: unknown) => {
      if (error instanceof OutboundError) return 0;
      throw error;
    });
    if (status < 200 || status >= 300) throw new AppError('line.error.slackFailed');
  };
}

export const SLACK_POST: JobKind<SlackPost> = { name: 'slack.post', retryLimit: 3 };

/** A post per new message goes through the queue, so a slow Slack never delays webhook processing. */
export function slackPostJob(config: SlackConfig): JobDefinition<SlackPost> {
  return { ...SLACK_POST, handle: slackPoster(config) };
}
