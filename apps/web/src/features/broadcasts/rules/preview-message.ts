import type { ChatMessage } from '@hubline/contract';
import type { MessageDraft } from './draft';
import { parseJsonObject } from './json-text';

/** A composed message as the inbox's chat renderers take it (what LINE will show the friend). */
export function previewMessage(message: MessageDraft, index: number): ChatMessage {
  const base = {
    id: `preview-${index}`,
    direction: 'out' as const,
    contentUrl: null,
    senderId: null,
    senderName: null,
    agentName: null,
    source: 'broadcast' as const,
    via: null,
    unsent: false,
    sentAt: new Date(0).toISOString(),
  };
  switch (message.type) {
    case 'flex':
      return {
        ...base,
        type: 'flex',
        payload: { altText: message.altText, contents: parseJsonObject(message.contents) },
      };
    case 'json': {
      // A JSON message is any LINE message object: shown by its own type; text that does not parse shows raw.
      const payload = parseJsonObject(message.json);
      const type = typeof payload?.type === 'string' ? payload.type : 'raw';
      return { ...base, type, payload: payload ?? { text: message.json } };
    }
    default:
      return { ...base, type: message.type, payload: { ...message } };
  }
}
