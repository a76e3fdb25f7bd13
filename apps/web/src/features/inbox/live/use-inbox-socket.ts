import {
  INBOX_SOCKET_PATH,
  type InboxEvent,
  WS_CLOSE_REPLACED,
  WS_CLOSE_UNAUTHORIZED,
} from '@hubline/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseInboxEvent } from './parse-event';
import { reconnectDelay } from './reconnect';
import { inboxTabId } from './tab-id';

/** open: live; failed: gave up reconnecting; replaced: the inbox moved to another tab. */
export type SocketState = 'connecting' | 'open' | 'failed' | 'replaced';

function socketUrl(hubId: string) {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ hubId, tabId: inboxTabId() });
  return `${protocol}://${window.location.host}${INBOX_SOCKET_PATH}?${query}`;
}

/**
 * The inbox's live feed (ARCHITECTURE.md §1: WebSocket /api/ws). Reconnects with backoff; after the
 * last attempt, or when another tab took over the inbox, it stops for good until a reload.
 */
export function useInboxSocket(hubId: string, onEvent: (event: InboxEvent) => void): SocketState {
  const [state, setState] = useState<SocketState>('connecting');
  // The latest handler, so a new render's callback is used without reconnecting.
  const handler = useRef(onEvent);
  useLayoutEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const stop = (final: SocketState) => {
      stopped = true;
      setState(final);
      socket?.close();
    };

    const connect = () => {
      const ws = new WebSocket(socketUrl(hubId));
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setState('open');
      };
      ws.onmessage = (frame) => {
        const event = parseInboxEvent(frame.data);
        if (event?.type === 'replaced') stop('replaced');
        else if (event) handler.current(event);
      };
      ws.onclose = (close) => {
        if (stopped) return;
        if (close.code === WS_CLOSE_REPLACED) return stop('replaced');
        if (close.code === WS_CLOSE_UNAUTHORIZED) return stop('failed');
        const delay = reconnectDelay(++attempt);
        if (delay === null) return stop('failed');
        setState('connecting');
        timer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [hubId]);

  return state;
}
