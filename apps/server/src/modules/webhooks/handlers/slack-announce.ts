import { isLanguage } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import { translate } from '../../../core/i18n/translate.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import { SLACK_POST } from '../../line-accounts/slack.ts';
import { users } from '../../users/users.schema.ts';
import type { HandlerDeps } from './handle-line-event.ts';

/** "New LINE message from …" to the account's Slack channel, in the language of whoever set Slack up. */
export async function announceOnSlack(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string | undefined,
  message: { type?: string; text?: unknown },
) {
  if (!account.slackWebhookUrl) return;
  const [editor] = account.updatedBy
    ? await deps.db.select({ lang: users.lang }).from(users).where(eq(users.id, account.updatedBy))
    : [];
  const lang = isLanguage(editor?.lang) ? editor.lang : 'en';
  const [friend] = userId
    ? await deps.db
        .select({ name: lineUsers.displayName })
        .from(lineUsers)
        .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)))
    : [];
  const text =
    typeof message.text === 'string'
      ? message.text
      : translate(lang, 'slack.nonText', { type: message.type ?? '' });
  await deps.queue.send(SLACK_POST, {
    url: account.slackWebhookUrl,
    text: translate(lang, 'slack.message', {
      from: friend?.name || userId || '?',
      account: account.name,
      text,
    }),
  });
}
