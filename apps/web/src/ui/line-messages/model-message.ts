import {
  type ChatMessage,
  isLibraryMessage,
  type LibraryMessageRef,
  type LineMessageInput,
} from '@hubline/contract';
import { isJson, type Json } from './messages-view';

/** A library item's LINE message object, when the caller has read it (undefined while loading or unknown). */
export type LibraryPreview = (ref: LibraryMessageRef) => Json | undefined;

/** The LINE message object a JSON message's text holds, or null when it is not an object. */
function parsedObject(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isJson(value) ? value : null;
  } catch {
    return null;
  }
}

/** The LINE message object (type and payload) the chat renderers take for one message of the model. */
function lineObjectOf(message: LineMessageInput, library: LibraryPreview): { type: string; payload: Json } {
  if (isLibraryMessage(message)) {
    const built = library(message);
    // Not read yet (or gone): the reference itself, shown as raw JSON.
    return built ? { type: String(built.type), payload: built } : { type: 'raw', payload: { ...message } };
  }
  if (message.type === 'json') {
    // Any LINE message object: shown by its own type; text that does not parse shows raw.
    const payload = parsedObject(message.json);
    return payload
      ? { type: typeof payload.type === 'string' ? payload.type : 'raw', payload }
      : { type: 'raw', payload: { text: message.json } };
  }
  return { type: message.type, payload: { ...message } };
}

/**
 * One message of the model (packages/contract line-message.ts) as the chat renderers take it —
 * what LINE will show the friend — so composer previews render with the inbox's bubbles.
 */
export function modelChatMessage(
  message: LineMessageInput,
  index: number,
  library: LibraryPreview = () => undefined,
): ChatMessage {
  return {
    id: `preview-${index}`,
    direction: 'out',
    contentUrl: null,
    senderId: null,
    senderName: null,
    agentName: null,
    source: 'broadcast',
    via: null,
    unsent: false,
    sentAt: new Date(0).toISOString(),
    ...lineObjectOf(message, library),
  };
}
