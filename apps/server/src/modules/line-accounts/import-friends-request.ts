import type { Language } from '@hubline/contract';
import type { JobKind } from '../../core/queue/queue.ts';

/** A request to import an account's existing friends, and whom to mail when it is done. */
export interface ImportFriends {
  accountId: string;
  userEmail?: string;
  lang: Language;
}

/**
 * Asked for on a LINE account's page, worked by the inbox (it opens each friend's conversation),
 * so the kind lives with the asker and the dependency points from inbox to line-accounts.
 */
export const IMPORT_FRIENDS: JobKind<ImportFriends> = { name: 'line.friends.import', retryLimit: 3 };
