import { isLanguage } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import type { LineEventSubscriber, LineEvents } from '../../core/line/line-events.ts';
import { getUser } from '../users/index.ts';
import { type LineAccountRow, lineUsers } from './line-accounts.schema.ts';
import { SLACK_POST } from './slack.ts';

type SlackDeps = Pick<Deps, 'db' | 'queue'>;

/** The sender's name: the friend the event names, else the group member we know as a friend. */
async function senderName(deps: SlackDeps, event: LineEvents<LineAccountRow>['message']) {
  if (event.friend) return event.friend.displayName;
  if (!event.userId) return undefined;
  const [friend] = await deps.db
    .select({ name: lineUsers.displayName })
    .from(lineUsers)
    .where(and(eq(lineUsers.lineAccountId, event.lineAccountId), eq(lineUsers.userId, event.userId)));
  return friend?.name;
}

/**
 * "New LINE message from …" to the account's Slack channel, in the language of whoever set Slack
 * up. Once per event: the post is queued under the event's id.
 */
async function announceOnSlack(deps: SlackDeps, event: LineEvents<LineAccountRow>['message']) {
  const { account, message } = event;
  if (!account.slackWebhookUrl) return;
  const editor = account.updatedBy ? await getUser(deps.db, account.updatedBy) : undefined;
  const lang = isLanguage(editor?.lang) ? editor.lang : 'en';
  const text =
    typeof message.text === 'string'
      ? message.text
      : translate(lang, 'slack.nonText', { type: message.type });
  const from = (await senderName(deps, event)) || event.userId || '?';
  await deps.queue.send(
    SLACK_POST,
    {
      url: account.slackWebhookUrl,
      text: translate(lang, 'slack.message', { from, account: account.name, text }),
    },
    { key: event.eventId },
  );
}

/** What LINE events do for an account: a received message is announced on its Slack channel. */
export function lineAccountsLineEvents(deps: SlackDeps): LineEventSubscriber<LineAccountRow> {
  return { name: 'line-accounts', on: { message: (event) => announceOnSlack(deps, event) } };
}
