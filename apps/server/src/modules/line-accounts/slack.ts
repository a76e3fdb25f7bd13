import { AppError } from '../../core/http/errors.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import type { SlackPort } from '../../core/slack/slack.port.ts';

export interface SlackPost {
  url: string;
  text: string;
}

/** Posts an account's Slack message, with the account screens' refusals. */
export async function postToSlack(slack: SlackPort, { url, text }: SlackPost): Promise<void> {
  const outcome = await slack.post(url, text);
  if (outcome === 'notSlack') throw new AppError('line.error.slackUrl');
  if (outcome === 'failed') throw new AppError('line.error.slackFailed');
}

export const SLACK_POST: JobKind<SlackPost> = { name: 'slack.post', retryLimit: 3 };

/** A post per new message goes through the queue, so a slow Slack never delays webhook processing. */
export function slackPostJob(slack: SlackPort): JobDefinition<SlackPost> {
  return { ...SLACK_POST, handle: (post) => postToSlack(slack, post) };
}
