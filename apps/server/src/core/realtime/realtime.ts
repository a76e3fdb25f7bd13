import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { asForeground } from '../db/pglite-priority.ts';

/**
 * What one server process tells every other (and itself) about the inbox: small signals, since a
 * NOTIFY payload is capped at 8,000 bytes; each process reads what it needs from the database.
 */
export type InboxSignal =
  | { kind: 'message'; hubId: string; seq: number; vid: string; messageId: string }
  | { kind: 'conversation'; hubId: string; seq: number; vid: string }
  /** A user opened the inbox in a tab (`tabId`): the user's other tabs close. */
  | { kind: 'tab'; hubId: string; userId: string; tabId: string };

export interface Realtime {
  publish(signal: InboxSignal): Promise<void>;
  /** Many signals in one statement (a batch of received messages). */
  publishAll(signals: readonly InboxSignal[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (signal: InboxSignal) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'hubline_inbox';

/** Signals through PostgreSQL LISTEN/NOTIFY, so they cross processes (PGlite: within its one process). */
export async function startRealtime(database: Database, log: { warn(obj: object, msg: string): void }) {
  const listeners = new Set<(signal: InboxSignal) => void>();
  const deliver = (payload: string) => {
    let signal: InboxSignal;
    try {
      signal = JSON.parse(payload) as InboxSignal;
    } catch {
      return;
    }
    // A signal a job sent is for a person's screen: what listeners read for it goes first.
    asForeground(() => {
      for (const listener of listeners) listener(signal);
    });
  };
  const stop =
    database.kind === 'pglite'
      ? await database.pglite.listen(CHANNEL, deliver)
      : await listenPg(database.url, deliver, log);

  const realtime: Realtime = {
    async publish(signal) {
      await database.db.execute(
        // pg_notify takes the channel as a value, so nothing is spliced into SQL.
        sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`,
      );
    },
    async publishAll(signals) {
      if (signals.length === 0) return;
      await database.db.execute(
        sql`select pg_notify(${CHANNEL}, signal) from jsonb_array_elements_text(${JSON.stringify(signals.map((signal) => JSON.stringify(signal)))}::jsonb) as signal`,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
  return realtime;
}

/**
 * One dedicated connection LISTENs (a pooled one would drop the subscription when returned); it
 * reconnects after an error, so a database restart costs only the signals sent meanwhile.
 */
async function listenPg(
  url: string,
  deliver: (payload: string) => void,
  log: { warn(obj: object, msg: string): void },
) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost its connection');
      next.end().catch(() => undefined);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  const reconnect = () => {
    if (closed) return;
    retry = setTimeout(() => connect().catch(reconnect), 1_000);
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
