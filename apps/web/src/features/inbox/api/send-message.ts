import type { ChatMessage, ComposerState } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { appendChatMessage } from './get-chat';
import { inboxKeys } from './keys';

export interface SendRequest {
  text: string;
  file: File | null;
  showSenderName: boolean;
}

type SendResponse = { msg: string; message: ChatMessage; composer: ComposerState };

/** A text goes as JSON; a file as multipart with the other fields beside it. */
export function sendMessage(hubId: string, seq: number, vid: string, request: SendRequest) {
  const path = hubApi(hubId, `line/chat/${seq}/${encodeURIComponent(vid)}/send`);
  if (!request.file) {
    return api.post<SendResponse>(path, { text: request.text, showSenderName: request.showSenderName });
  }
  const form = new FormData();
  if (request.text) form.set('text', request.text);
  form.set('showSenderName', String(request.showSenderName));
  form.set('file', request.file);
  return api.post<SendResponse>(path, form);
}

/**
 * The sent message joins the chat at once. Refusals the composer explains itself (no seat, free
 * plan limit) open a dialog instead of the toast, so the toast is silenced and shown by the caller.
 */
export const useSendMessage = (hubId: string, seq: number, vid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendRequest) => sendMessage(hubId, seq, vid, request),
    meta: { silentSuccess: true, silentError: true },
    onSuccess: ({ message, composer }) => {
      appendChatMessage(queryClient, inboxKeys.chat(hubId, seq, vid), message, composer);
      return queryClient.invalidateQueries({ queryKey: inboxKeys.lists(hubId, seq) });
    },
  });
};
