/** How a post to Slack ended: refused before any call when the URL is not a Slack webhook's. */
export type SlackOutcome = 'posted' | 'notSlack' | 'failed';

/** Slack's incoming webhooks (https://api.slack.com/messaging/webhooks), or the Slack sandbox's. */
export interface SlackPort {
  /** Whether `url` is an incoming webhook that may be saved and posted to. */
  isWebhookUrl(url: string): boolean;
  /** Posts a text message; a failure does not say what the target answered. */
  post(webhookUrl: string, text: string): Promise<SlackOutcome>;
}
