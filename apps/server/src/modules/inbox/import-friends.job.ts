import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import { SEND_MAIL } from '../../core/mail/send-mail.job.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import {
  fetchProfile,
  getAccountForWebhook,
  IMPORT_FRIENDS,
  type ImportFriends,
  recordImportedFriend,
} from '../line-accounts/index.ts';
import { ensureConversation } from './conversations.repository.ts';

/**
 * POST /line/import: walks the channel's followers (LINE pages them 1,000 at a time), records each
 * with its profile and opens its conversation in the inbox, as a follow would. Re-running is
 * harmless: existing friends are updated, not duplicated.
 */
export function importFriendsJob(
  deps: Pick<Deps, 'db' | 'secrets' | 'queue' | 'crm' | 'line'>,
): JobDefinition<ImportFriends> {
  return {
    ...IMPORT_FRIENDS,
    async handle({ accountId, userEmail, lang }) {
      const account = await getAccountForWebhook(deps.db, accountId);
      if (!account) return;
      const api = deps.line.messaging({
        platform: account.platform,
        accessToken: deps.secrets.open(account.accessToken),
      });
      let start: string | undefined;
      let imported = 0;
      do {
        const page = await api.getFollowers(start, 1000);
        for (const userId of page.userIds) {
          const profile = await fetchProfile(deps, account, userId);
          const friend = await recordImportedFriend(deps.db, account, userId, profile);
          if (friend) {
            await ensureConversation(deps.db, {
              hubId: account.hubId,
              lineAccountId: account.id,
              chatType: 'user',
              chatId: userId,
              lineUserId: friend.id,
            });
          }
          imported += 1;
        }
        start = page.next;
      } while (start);
      if (userEmail) {
        await deps.queue.send(SEND_MAIL, {
          to: userEmail,
          subject: translate(lang, 'mail.import.subject'),
          text: translate(lang, 'mail.import.body', { count: imported, name: account.name }),
        });
      }
    },
  };
}
