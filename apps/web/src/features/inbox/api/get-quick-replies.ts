import type { QuickReplyPick } from '@hubline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** The enabled quick replies of account `seq` whose name holds `q` (the composer's search). */
export const getQuickReplies = (hubId: string, seq: number, q: string) =>
  api.get<{ templates: QuickReplyPick[] }>(
    hubApi(hubId, `line/inbox/${seq}/templates?q=${encodeURIComponent(q)}`),
  );

export const useQuickReplies = (hubId: string, seq: number, q: string, enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.quickReplies(hubId, seq, q),
    queryFn: () => getQuickReplies(hubId, seq, q),
    enabled,
    // While the next search runs, the last answer stays on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });
