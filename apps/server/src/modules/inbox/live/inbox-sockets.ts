import { type InboxEvent, WS_CLOSE_REPLACED, WS_CLOSE_UNAUTHORIZED } from '@hubline/contract';
import type { WebSocket } from 'ws';
import type { Deps } from '../../../core/deps.ts';
import type { InboxSignal } from '../../../core/realtime/realtime.ts';
import { findChatMessage } from '../chat/chat-message-view.ts';
import { type InboxReach, reaches } from '../inbox-reach.ts';
import { findConversationView } from '../inbox-view.ts';

/** One open inbox tab on this process. */
export interface InboxClient {
  socket: WebSocket;
  hubId: string;
  userId: string;
  tabId: string;
  /** Whether the session still may open this hub's inbox (signed out, removed, flag taken away). */
  stillAdmitted(): Promise<boolean>;
  /** The conversations this member reaches (contactAccessInInbox) as the tab opened… */
  reached: InboxReach;
  /** …and as it is now, asked at every heartbeat. */
  reach(): Promise<InboxReach>;
}

interface Tracked extends InboxClient {
  /** This tab's own 'tab' signal came back: only from then on can a later tab replace it. */
  announced: boolean;
  alive: boolean;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * The inbox sockets of this process. Every process hears every signal (LISTEN/NOTIFY) and passes
 * it to its own sockets of that hub only, so nothing another instance needs lives here.
 */
export function inboxSockets(deps: Pick<Deps, 'db' | 'realtime'>, log: Log, heartbeatMs: number) {
  const byHub = new Map<string, Set<Tracked>>();

  // Signals are handled one after another, in the order the database delivered them, so a chat
  // never shows an older message after a newer one and tabs are replaced in the order they opened.
  let queue = Promise.resolve();
  const unsubscribe = deps.realtime.subscribe((signal) => {
    queue = queue
      .then(() => deliver(signal))
      .catch((error: unknown) => log.warn({ err: error, signal }, 'inbox signal not delivered'));
  });

  async function deliver(signal: InboxSignal) {
    const clients = byHub.get(signal.hubId);
    if (!clients?.size) return;
    if (signal.kind === 'tab') return replaceTabs(clients, signal);
    const listening = await withinReach(clients, signal.hubId, signal.vid);
    if (signal.kind === 'conversation') {
      return sendAll(listening, { type: 'conversation', seq: signal.seq, vid: signal.vid });
    }
    // Loaded once for all of this process's sockets of the hub, whatever their number.
    const where = { seq: signal.seq, vid: signal.vid };
    const message = await findChatMessage(deps.db, signal.hubId, signal.messageId, where);
    if (message) sendAll(listening, { type: 'message', ...where, message });
  }

  /** The tabs whose member reaches the conversation; it is read only when some member is limited. */
  async function withinReach(clients: Set<Tracked>, hubId: string, vid: string) {
    const all = [...clients];
    if (all.every((client) => client.reached.kind === 'everything')) return all;
    const view = await findConversationView(deps.db, hubId, vid);
    if (!view) return [];
    const conversation = { assigneeId: view.conversation.assigneeId, contactId: view.contactId };
    return all.filter((client) => reaches(client.reached, conversation));
  }

  /**
   * The newest tab of a user wins. Every process sees the signals in the same order, and a tab
   * counts as open only once its own signal came back: two tabs opened at once on two processes
   * then close the first, not both.
   */
  function replaceTabs(clients: Set<Tracked>, signal: Extract<InboxSignal, { kind: 'tab' }>) {
    for (const client of clients) {
      if (client.userId !== signal.userId) continue;
      if (client.tabId === signal.tabId) {
        if (!client.announced) send(client, { type: 'ready' });
        client.announced = true;
      } else if (client.announced) {
        send(client, { type: 'replaced' });
        client.socket.close(WS_CLOSE_REPLACED, 'replaced');
        forget(client);
      }
    }
  }

  function sendAll(clients: Iterable<Tracked>, event: InboxEvent) {
    for (const client of clients) send(client, event);
  }

  function send(client: Tracked, event: InboxEvent) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(event));
  }

  function forget(client: Tracked) {
    const clients = byHub.get(client.hubId);
    clients?.delete(client);
    if (clients?.size === 0) byHub.delete(client.hubId);
  }

  // A dead peer (sleeping laptop, dropped network) answers no ping: dropped at the next beat.
  const heartbeat = setInterval(() => {
    for (const clients of byHub.values()) {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          forget(client);
          continue;
        }
        client.alive = false;
        client.socket.ping();
        void client.stillAdmitted().then(async (admitted) => {
          if (admitted) {
            // A changed setting or contact owner takes effect here; a database hiccup keeps the old reach.
            client.reached = await client.reach().catch(() => client.reached);
            return;
          }
          client.socket.close(WS_CLOSE_UNAUTHORIZED, 'auth.unauthorized');
          forget(client);
        });
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Starts serving a tab, and tells every process so the user's other tabs in the hub close. */
    async add(client: InboxClient) {
      const tracked: Tracked = { ...client, announced: false, alive: true };
      const clients = byHub.get(client.hubId) ?? new Set();
      byHub.set(client.hubId, clients);
      clients.add(tracked);
      client.socket.on('pong', () => {
        tracked.alive = true;
      });
      client.socket.on('close', () => forget(tracked));
      await deps.realtime.publish({
        kind: 'tab',
        hubId: client.hubId,
        userId: client.userId,
        tabId: client.tabId,
      });
    },
    stop() {
      clearInterval(heartbeat);
      unsubscribe();
    },
  };
}
