import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { COOKIES, INBOX_SOCKET_PATH, type InboxEvent } from '@hubline/contract';
import WebSocket from 'ws';
import { onBothDatabases, type Where } from './lib/both-databases.ts';
import { lineUserId, signedDelivery, textMessageEvent } from './lib/line-webhook.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { sandboxAccount, type Target } from './lib/sandbox-account.ts';
import { type Session, signInSession, startServer } from './lib/server.ts';
import { percentiles } from './lib/timing.ts';

/**
 * Friend messages a second, evenly spaced: 720,000 an hour, the replies to a broadcast to a large
 * audience (issue #17).
 */
const RATE = 200;
const DURATION_S = 5;
/** Distinct friends; each writes once before the measure (a first message also fetches a profile). */
const FRIENDS = 100;
/** What an agent may wait to see a message at that rate (issue #17's goal). */
const SCREEN_BUDGET_MS = 250;
const ARRIVAL_TIMEOUT_MS = 10_000;

/**
 * Webhook to screen: friend messages sent as signed webhooks at a steady RATE, and the time from
 * sending each until the agent's inbox WebSocket hears it (verify, store, enqueue, job, NOTIFY,
 * load, send), on PGlite and PostgreSQL. Reference: the intake's own acknowledgement time of the
 * same deliveries, i.e. how much longer than "LINE got its 200" the agent waits to see a message.
 */
export async function benchInboxLive(): Promise<Figure[]> {
  return onBothDatabases('inbox.live', onServer);
}

async function onServer(label: string, options: Where): Promise<Figure[]> {
  const name = `inbox.live.${label}`;
  progress(`${name}: starting the server on a fresh database`);
  const server = await startServer(options);
  try {
    const session = await signInSession(server.baseUrl);
    const target = await sandboxAccount(server.baseUrl, session);
    const tab = await openTab(server.baseUrl, session);
    try {
      const friends = Array.from({ length: FRIENDS }, lineUserId);
      await steady(server.baseUrl, target, tab, friends, friends.length, 'warm-up');
      progress(`${name}: ${RATE} messages/s for ${DURATION_S} s`);
      const run = await steady(server.baseUrl, target, tab, friends, RATE * DURATION_S, 'load');
      const screen = percentiles(run.screen);
      const ack = percentiles(run.ack);
      const periodMs = 1000 / RATE;
      const lost = run.sent - run.screen.length;
      const warning = [
        lost ? `${lost} of ${run.sent} never reached the socket within ${ARRIVAL_TIMEOUT_MS / 1000} s` : '',
        run.refused ? `${run.refused} deliveries not acknowledged with 200` : '',
      ].filter(Boolean);
      const note = warning.length ? `  WARNING ${warning.join('; ')}` : '';
      progress(
        `${name}: screen p50 ${fmt(screen.p50, 1)} ms p99 ${fmt(screen.p99, 1)} ms; ` +
          `ack p50 ${fmt(ack.p50, 1)} ms p99 ${fmt(ack.p99, 1)} ms`,
      );
      return [
        {
          name: `${name}.screen_p50_ms`,
          value: fmt(screen.p50, 1),
          detail: `(${ratio(screen.p50, ack.p50)} of the intake's acknowledgement p50 ${fmt(ack.p50, 1)} ms) ${run.sent} messages at ${RATE}/s${note}`,
        },
        {
          name: `${name}.screen_p99_ms`,
          value: fmt(screen.p99, 1),
          detail: `(${ratio(screen.p99, SCREEN_BUDGET_MS)} of the ${SCREEN_BUDGET_MS} ms an agent may wait; acknowledgement p99 ${fmt(ack.p99, 1)} ms)`,
        },
        {
          name: `${name}.ack_p50_ms`,
          value: fmt(ack.p50, 1),
          detail: `(${ratio(ack.p50, periodMs)} of the ${fmt(periodMs)} ms between two messages at ${RATE}/s)`,
        },
        {
          name: `${name}.ack_p99_ms`,
          value: fmt(ack.p99, 1),
          detail: `(${ratio(ack.p99, periodMs)} of those ${fmt(periodMs)} ms)`,
        },
      ];
    } finally {
      tab.socket.close();
    }
  } finally {
    await server.stop();
  }
}

/** The agent's inbox tab: the WebSocket the console opens, with the session cookie; resolves once it is ready. */
async function openTab(baseUrl: string, session: Session) {
  const query = new URLSearchParams({ hubId: session.hubId, tabId: randomBytes(8).toString('hex') });
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${INBOX_SOCKET_PATH}?${query}`, {
    headers: { cookie: `${COOKIES.token}=${session.token}` },
  });
  /** Message text → when the socket heard it. */
  const heard = new Map<string, number>();
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as InboxEvent;
      if (event.type === 'ready') resolve();
      if (event.type !== 'message') return;
      const text = event.message.payload.text;
      if (typeof text === 'string') heard.set(text, performance.now());
    });
    socket.once('close', (code) => reject(new Error(`the inbox socket closed with ${code}`)));
    socket.once('error', reject);
  });
  await ready;
  return { socket, heard };
}

/**
 * `count` deliveries, one every 1/RATE s whatever the answers (a steady arrival rate, not a closed
 * loop), each a text only it carries; then waits until the socket heard them all or the time is up.
 */
async function steady(
  baseUrl: string,
  target: Target,
  tab: Awaited<ReturnType<typeof openTab>>,
  friends: string[],
  count: number,
  phase: string,
) {
  const sentAt = new Map<string, number>();
  const ack: number[] = [];
  let refused = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const event = textMessageEvent(friends[i % friends.length] ?? lineUserId());
    const text = `${phase} ${i} ${randomBytes(4).toString('hex')}`;
    event.message.text = text;
    const { body, signature } = signedDelivery(target.channelSecret, target.destination, [event]);
    const sent = performance.now();
    sentAt.set(text, sent);
    pending.push(
      fetch(`${baseUrl}/webhooks/line/${target.accountId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': signature },
        body,
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) ack.push(performance.now() - sent);
        else refused += 1;
      }),
    );
  }
  await Promise.all(pending);
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  while ([...sentAt.keys()].some((text) => !tab.heard.has(text)) && performance.now() < deadline) {
    await sleep(20);
  }
  const screen = [...sentAt].flatMap(([text, at]) => {
    const arrived = tab.heard.get(text);
    return arrived === undefined ? [] : [arrived - at];
  });
  return { sent: count, ack, screen, refused };
}
