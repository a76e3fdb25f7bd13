import type { InboxFilter } from '@hubline/contract';
import { inboxAccountsQueryKey } from '../../../lib/api/inbox-accounts';

/** Every inbox query of a hub starts with ['inbox', hubId]; a live event refreshes what it touches. */
export const inboxKeys = {
  all: (hubId: string) => ['inbox', hubId] as const,
  accounts: inboxAccountsQueryKey,
  settings: (hubId: string) => ['inbox', hubId, 'settings'] as const,
  lists: (hubId: string, seq: number) => ['inbox', hubId, 'list', seq] as const,
  list: (hubId: string, seq: number, status: InboxFilter, search: string) =>
    ['inbox', hubId, 'list', seq, status, search] as const,
  /** A chat as it opens: at its newest messages, or at a message a search found (`at`). */
  chat: (hubId: string, seq: number, vid: string, at?: string) =>
    ['inbox', hubId, 'chat', seq, vid, at ?? 'newest'] as const,
  /** Every opening of a chat, to refresh them all. */
  chats: (hubId: string, seq: number, vid: string) => ['inbox', hubId, 'chat', seq, vid] as const,
  /** The composer's search of a chat's quick replies. */
  quickReplies: (hubId: string, seq: number, vid: string, q: string) =>
    ['inbox', hubId, 'quickReplies', seq, vid, q] as const,
};
