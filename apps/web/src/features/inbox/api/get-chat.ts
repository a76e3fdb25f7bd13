import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatReadResponse,
  type ComposerState,
} from '@hubline/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/**
 * One page of a chat: page 0 holds the newest messages, each page oldest first. With `at` (a
 * message a search found), the server answers the page that holds it instead.
 */
export const getChat = (hubId: string, seq: number, vid: string, page: number, at?: string) =>
  api.get<ChatReadResponse>(
    hubApi(hubId, `line/chat/${seq}/${encodeURIComponent(vid)}/${page}/${CHAT_PAGE_SIZE}`),
    at ? { at } : undefined,
  );

/**
 * A chat's loaded pages. Opened at a search's match, the first page is the one holding it: older
 * pages load as "read more", newer ones as "newer messages".
 */
export const getChatQueryOptions = (hubId: string, seq: number, vid: string, at?: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.chat(hubId, seq, vid, at),
    queryFn: ({ pageParam }) => getChat(hubId, seq, vid, pageParam ?? 0, pageParam === null ? at : undefined),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.page + 1 < last.totalPage ? last.page + 1 : undefined),
    getPreviousPageParam: (first) => (first.page > 0 ? first.page - 1 : undefined),
  });

export const useChat = (hubId: string, seq: number, vid: string, at?: string) =>
  useInfiniteQuery(getChatQueryOptions(hubId, seq, vid, at));

/** The loaded history, oldest first: older pages come before newer ones. */
export function chatMessages(data: InfiniteData<ChatReadResponse> | undefined): ChatMessage[] {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
}

/**
 * Adds a message (sent here, or pushed by the WebSocket) at the newest end of a loaded chat,
 * once, so the view grows without a reload; the composer state comes with a send.
 */
export function appendChatMessage(
  queryClient: QueryClient,
  key: ReturnType<typeof inboxKeys.chat>,
  message: ChatMessage,
  composer?: ComposerState,
) {
  queryClient.setQueryData<InfiniteData<ChatReadResponse>>(key, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    const known = newest.messages.some((m) => m.id === message.id);
    const messages = known ? newest.messages : [...newest.messages, message];
    return { ...data, pages: [{ ...newest, messages, composer: composer ?? newest.composer }, ...older] };
  });
}
