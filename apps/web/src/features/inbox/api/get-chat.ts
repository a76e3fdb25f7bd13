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

/** One page of a chat: page 0 holds the newest messages, each page oldest first. */
export const getChat = (hubId: string, seq: number, vid: string, page: number) =>
  api.get<ChatReadResponse>(
    hubApi(hubId, `line/chat/${seq}/${encodeURIComponent(vid)}/${page}/${CHAT_PAGE_SIZE}`),
  );

export const getChatQueryOptions = (hubId: string, seq: number, vid: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.chat(hubId, seq, vid),
    queryFn: ({ pageParam }) => getChat(hubId, seq, vid, pageParam),
    initialPageParam: 0,
    // "Read more" loads the next older page.
    getNextPageParam: (last) => (last.page + 1 < last.totalPage ? last.page + 1 : undefined),
  });

export const useChat = (hubId: string, seq: number, vid: string) =>
  useInfiniteQuery(getChatQueryOptions(hubId, seq, vid));

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
