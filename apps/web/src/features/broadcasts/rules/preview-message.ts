import type { ChatMessage } from '@hubline/contract';
import { type LibraryPreview, modelChatMessage } from '../../../ui/line-messages/model-message';
import type { MessageDraft } from './draft';
import { parseJsonObject } from './json-text';

/** A composed message as the inbox's chat renderers take it (what LINE will show the friend). */
export function previewMessage(message: MessageDraft, index: number, library?: LibraryPreview): ChatMessage {
  if (message.type !== 'flex') return modelChatMessage(message, index, library);
  // Flex contents are text while edited: shown once they parse.
  return {
    ...modelChatMessage({ type: 'flex', altText: message.altText, contents: {} }, index),
    payload: { altText: message.altText, contents: parseJsonObject(message.contents) },
  };
}
