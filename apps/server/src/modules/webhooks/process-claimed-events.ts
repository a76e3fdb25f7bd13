import { mapBounded } from '../../core/async/map-bounded.ts';
import type { Deps } from '../../core/deps.ts';
import { groupBy } from '../../core/group-by.ts';
import type { LineEvents } from '../../core/line/line-events.ts';
import { friendsWrote, type LineAccountRow } from '../line-accounts/index.ts';
import { deliverLineEvent, deliverLineMessages } from './deliver-line-event.ts';
import { lineEventSchema } from './line-event.schema.ts';
import { chatOf, lineEventOf } from './line-event-of.ts';
import { markAttemptFailed, markProcessed, releaseClaims } from './webhook-events.repository.ts';
import type { WebhookEventRow } from './webhooks.schema.ts';

export type ProcessDeps = Pick<Deps, 'db' | 'line' | 'secrets' | 'queue' | 'lineEventSubscribers'>;

const ATTEMPTS = 5;
/** Chats whose events are handled side by side (each chat's one after another). */
const CHATS_AT_ONCE = 8;

/** Seconds before attempt n+1: 2, 4, 8, 16. */
export function retryDelaySeconds(attempts: number) {
  return 2 ** Math.max(1, attempts);
}

/** One chat's claimed events, oldest first; `stopped` after a failure, so none after it runs. */
interface Line {
  rows: WebhookEventRow[];
  stopped: boolean;
}

/**
 * Processes claimed events (whole chats, oldest first): the done ones are marked in one statement
 * at the end, and so are the released ones. Each chat's events go in LINE's order, the chats side by
 * side, in steps: every chat's next run of messages joins one batch that subscribers write at
 * once, and any other event goes on its own. A failure is recorded on its event (retried after a
 * backoff, failed for good after the last attempt) and stops its chat: the events after it are
 * released, and wait behind it. Returns the seconds until the soonest retry, if any.
 */
export async function processClaimedEvents(
  deps: ProcessDeps,
  claimed: readonly WebhookEventRow[],
  accountOf: (id: string) => Promise<LineAccountRow | undefined>,
): Promise<number | undefined> {
  const done: string[] = [];
  let retryIn: number | undefined;

  const failed = async (row: WebhookEventRow, error: unknown) => {
    const final = row.attempts + 1 >= ATTEMPTS;
    const delay = retryDelaySeconds(row.attempts + 1);
    const reason = error instanceof Error ? error.message : String(error);
    await markAttemptFailed(deps.db, row.id, reason, final, new Date(Date.now() + delay * 1000));
    if (!final) retryIn = Math.min(retryIn ?? delay, delay);
  };

  /** The event's account, unless its stored payload fails the schema (recorded failed for good). */
  const usable = async (row: WebhookEventRow) => {
    // Rows stored before intake checked events by schema: one that fails it is never applied.
    if (!lineEventSchema.safeParse(row.payload).success) {
      await markAttemptFailed(deps.db, row.id, 'webhook.invalidEvent', true, new Date());
      return undefined;
    }
    return accountOf(row.lineAccountId);
  };

  /** One event through every subscriber; false when it failed. */
  const one = async (row: WebhookEventRow) => {
    const account = await usable(row);
    if (!account) return true;
    try {
      const event = await lineEventOf(deps, account, row);
      if (event) await deliverLineEvent(deps.lineEventSubscribers, event);
      done.push(row.id);
      return true;
    } catch (error) {
      await failed(row, error);
      return false;
    }
  };

  /** A chat's events in order, until one fails: the chat stops there. */
  const oneByOne = async (line: Line, rows: readonly WebhookEventRow[]) => {
    for (const row of rows) {
      if (!(await one(row))) {
        line.stopped = true;
        return;
      }
    }
  };

  /** Messages of many chats as one batch; on a failure, one by one, so only a bad one fails. */
  const batch = async (runs: { line: Line; rows: WebhookEventRow[] }[]) => {
    const rows = runs.flatMap((run) => run.rows);
    const accounts = await Promise.all(rows.map(usable));
    const ready = rows.flatMap((row, index) => {
      const account = accounts[index];
      return account ? [{ row, account }] : [];
    });
    try {
      const events = await messageEvents(deps, ready);
      await deliverLineMessages(deps.lineEventSubscribers, events, CHATS_AT_ONCE);
      done.push(...ready.map(({ row }) => row.id));
    } catch {
      const again = new Set(ready.map(({ row }) => row.id));
      await mapBounded(runs, CHATS_AT_ONCE, ({ line, rows }) =>
        oneByOne(
          line,
          rows.filter((row) => again.has(row.id)),
        ),
      );
    }
  };

  const lines: Line[] = [...groupBy(claimed, (row) => `${row.lineAccountId} ${row.chatId}`).values()].map(
    (rows) => ({ rows, stopped: false }),
  );
  for (;;) {
    const runs: { line: Line; rows: WebhookEventRow[] }[] = [];
    const singles: Line[] = [];
    for (const line of lines) {
      if (line.stopped || line.rows.length === 0) continue;
      const messages = line.rows.findIndex((row) => row.type !== 'message');
      const run = messages === -1 ? line.rows.length : messages;
      if (run > 0) runs.push({ line, rows: line.rows.splice(0, run) });
      else singles.push(line);
    }
    if (runs.length === 0 && singles.length === 0) break;
    await Promise.all([
      runs.length > 0 ? batch(runs) : undefined,
      mapBounded(singles, CHATS_AT_ONCE, (line) => oneByOne(line, line.rows.splice(0, 1))),
    ]);
  }
  await markProcessed(deps.db, done);
  await releaseClaims(
    deps.db,
    lines.flatMap((line) => line.rows.map((row) => row.id)),
  );
  return retryIn;
}

/**
 * A batch's message rows read into their typed events, each account's writers made or updated in
 * one go (a new friend's profile read once) instead of one statement per message.
 */
async function messageEvents(
  deps: ProcessDeps,
  ready: readonly { row: WebhookEventRow; account: LineAccountRow }[],
) {
  const writes = new Map<LineAccountRow, Map<string, Date>>();
  for (const { row, account } of ready) {
    const chat = chatOf(row.payload);
    if (chat.type !== 'user' || !chat.userId) continue;
    const byUser = writes.get(account) ?? new Map<string, Date>();
    const latest = byUser.get(chat.userId);
    if (!latest || latest < row.occurredAt) byUser.set(chat.userId, row.occurredAt);
    writes.set(account, byUser);
  }
  const writers = new Map<LineAccountRow, Awaited<ReturnType<typeof friendsWrote>>>();
  for (const [account, byUser] of writes) writers.set(account, await friendsWrote(deps, account, byUser));
  const events: LineEvents<LineAccountRow>['message'][] = [];
  for (const { row, account } of ready) {
    const event = await lineEventOf(deps, account, row, writers.get(account));
    if (event?.type === 'message') events.push(event);
  }
  return events;
}
