import { randomBytes } from 'node:crypto';
import { INBOX_SOCKET_PATH, type InboxEvent } from '@hubline/contract';
import WebSocket from 'ws';

/** An inbox tab as the console opens it: a WebSocket with the session cookie, recording what it hears. */
export function openInboxTab(
  base: string,
  options: { hubId: string; cookie?: string; tabId?: string; origin?: string },
) {
  const tabId = options.tabId ?? randomBytes(8).toString('hex');
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const query = new URLSearchParams({ hubId: options.hubId, tabId });
  const socket = new WebSocket(`${base}${INBOX_SOCKET_PATH}?${query}`, { headers });
  const events: InboxEvent[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)) as InboxEvent);
    for (const check of waiting) check();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('error', () => undefined);

  /** The first event (in order of arrival) that matches, waiting for it up to `timeoutMs`. */
  const next = <T extends InboxEvent>(match: (event: InboxEvent) => event is T, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching event; heard ${JSON.stringify(events)}`)),
        timeoutMs,
      );
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
    });

  return {
    tabId,
    socket,
    events,
    closed,
    next,
    /** Resolves once the server counts this tab as the user's inbox tab. */
    ready: () => next((event): event is Extract<InboxEvent, { type: 'ready' }> => event.type === 'ready'),
    close: () => socket.close(),
  };
}

export const isType =
  <K extends InboxEvent['type']>(
    type: K,
    where: (event: Extract<InboxEvent, { type: K }>) => boolean = () => true,
  ) =>
  (event: InboxEvent): event is Extract<InboxEvent, { type: K }> =>
    event.type === type && where(event as Extract<InboxEvent, { type: K }>);
