import type { InboxEvent } from '@hubline/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A frame of the inbox WebSocket as an event, or null for anything else. The server sends
 * inboxEventSchema objects; the checks here are the few fields the console relies on (zod stays
 * out of the console bundle).
 */
export function parseInboxEvent(data: unknown): InboxEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === 'replaced' || value.type === 'ready') return { type: value.type };
  if (typeof value.seq !== 'number' || typeof value.vid !== 'string') return null;
  if (value.type === 'conversation') return { type: 'conversation', seq: value.seq, vid: value.vid };
  if (value.type === 'message' && isRecord(value.message) && typeof value.message.id === 'string') {
    return value as InboxEvent;
  }
  return null;
}
