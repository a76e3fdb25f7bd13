import type { Language } from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import { ensureConversation } from '../inbox/conversations.repository.ts';
import { fetchProfile } from '../webhooks/handlers/friendship.ts';
import { getAccountForWebhook } from './line-accounts.repository.ts';
import { lineUsers } from './line-accounts.schema.ts';

export interface ImportFriends {
  accountId: string;
  userEmail?: string;
  lang: Language;
}

/**
 * POST /line/import: walks the channel's followers (LINE pages them 1,000 at a time) and records
 * each with its profile. Re-running is harmless: existing friends are updated, not duplicated.
 */
export function importFriendsJob(
  deps: Pick<Deps, 'db' | 'secrets' | 'queue' | 'crm' | 'line'> & { sendMail: Deps['jobs']['sendMail'] },
): JobDefinition<ImportFriends> {
  return {
    name: 'line.friends.import',
    retryLimit: 3,
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
          const [friend] = await deps.db
            .insert(lineUsers)
            .values({
              hubId: account.hubId,
              lineAccountId: account.id,
              userId,
              followedAt: new Date(),
              ...profile,
            })
            .onConflictDoUpdate({
              target: [lineUsers.lineAccountId, lineUsers.userId],
              set: { ...profile, blockedAt: null },
            })
            .returning({ id: lineUsers.id });
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
        await deps.queue.send(deps.sendMail, {
          to: userEmail,
          subject: translate(lang, 'mail.import.subject'),
          text: translate(lang, 'mail.import.body', { count: imported, name: account.name }),
        });
      }
    },
  };
}
