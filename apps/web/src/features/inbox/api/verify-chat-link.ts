import { useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import type { ChatLink } from '../chat-link-query';

/** GET /{hub}/chat/verifyToken/{seq}/{vid}?ott=: answers { valid }, and uses the token up. */
export const verifyChatLink = (hubId: string, { seq, vid, ott }: ChatLink) =>
  api.get<{ valid: boolean }>(hubApi(hubId, `chat/verifyToken/${seq}/${encodeURIComponent(vid)}`), { ott });

/**
 * The token is single-use, so it is checked exactly once per page: never refetched or retried
 * (a second check would answer invalid). A refusal goes to the 403 page rather than a toast.
 */
export const useVerifyChatLink = (hubId: string, link: ChatLink) =>
  useQuery({
    queryKey: ['chatLink', hubId, link.seq, link.vid, link.ott],
    queryFn: () => verifyChatLink(hubId, link),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silentError: true },
  });
