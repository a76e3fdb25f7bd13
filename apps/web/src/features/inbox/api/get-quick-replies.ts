import type { QuickReplyPick } from '@hubline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/**
 * The enabled quick replies of the chat's account whose name holds `q` (the composer's search),
 * each with its text filled by the server for the conversation's contact as it is now.
 */
export const getQuickReplies = (hubId: string, seq: number, vid: string, q: string) =>
  api.get<{ templates: QuickReplyPick[] }>(
    hubApi(hubId, `line/chat/${seq}/${encodeURIComponent(vid)}/templates`),
    {
      q,
    },
  );

export const useQuickReplies = (hubId: string, seq: number, vid: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.quickReplies(hubId, seq, vid, q),
    queryFn: () => getQuickReplies(hubId, seq, vid, q),
    enabled,
    // Asked again each time the search opens: the contact may have been edited meanwhile.
    staleTime: 0,
    // While the next search runs, the last answer stays on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });
