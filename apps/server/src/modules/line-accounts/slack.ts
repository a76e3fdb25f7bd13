import { AppError } from '../../core/http/errors.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';

export interface SlackPost {
  url: string;
  text: string;
}

/** Posts to a Slack incoming webhook; a refusal names Slack's status. */
export async function postToSlack({ url, text }: SlackPost) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  if (!response?.ok)
    throw new AppError('line.error.slackFailed', {
      status: response ? String(response.status) : 'no response',
    });
}

/** A post per new message goes through the queue, so a slow Slack never delays webhook processing. */
export const slackPostJob: JobDefinition<SlackPost> = {
  name: 'slack.post',
  retryLimit: 3,
  handle: postToSlack,
};
