import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { lineUserId, signedDelivery, textMessageEvent } from './lib/line-webhook.ts';
import { PG, postgresUnreachable, withTempDatabase } from './lib/postgres.ts';
import { withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { sandboxAccount, type Target } from './lib/sandbox-account.ts';
import { callApi, signInSession, startServer } from './lib/server.ts';

const CONNECTIONS = 20;
const WARMUP_S = 2;
const DURATION_S = 8;
/** LINE's rate limit for push (and reply, profile...): what one channel can make LINE do per second. */
const LINE_PUSH_RATE = 2000;
/** Per-request time that sustains LINE_PUSH_RATE on CONNECTIONS connections (Little's law). */
const BUDGET_MS = (CONNECTIONS / LINE_PUSH_RATE) * 1000;
/** Distinct senders: the first message of each also fetches a profile and creates a LINE user. */
const USERS = 200;
const DRAIN_TIMEOUT_MS = 45_000;
/** The replies to a broadcast arriving at once: events, from how many friends, how many a delivery. */
const BURST_EVENTS = 5000;
const BURST_FRIENDS = 1000;
const BURST_PER_DELIVERY = 100;

interface Load {
  /** Deliveries sent (one signed event each) and those acknowledged with a 2xx. */
  sent: number;
  acked: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  statusCodes: string;
  errors: number;
}

interface WebhookHealth {
  eventsLastHour: number;
  pending: number;
  failed: { type: string; error: string }[];
}

/**
 * POST /webhooks/line/<account> — one signed text-message event per delivery, each with its own
 * webhookEventId — under CONNECTIONS concurrent connections (autocannon), on PGlite and on
 * PostgreSQL: signature check, durable insert, job enqueue, 200. Reference: LINE's 2,000/s push
 * rate limit, i.e. the pace of replies a channel could answer these messages with.
 */
export async function benchWebhookIntake(): Promise<Figure[]> {
  const figures: Figure[] = [];
  figures.push(...(await withTempDir('intake-pglite', (dataDir) => onServer('pglite', { dataDir }))));

  const unreachable = await postgresUnreachable();
  if (unreachable) {
    progress(`intake: PostgreSQL at ${PG.host}:${PG.port} not reachable (${unreachable})`);
    figures.push({
      name: 'intake.postgres.eps',
      value: 'skipped',
      detail: `skipped: PostgreSQL not reachable at ${PG.host}:${PG.port}`,
    });
    return figures;
  }
  await withTempDatabase('intake', async (databaseUrl) => {
    figures.push(
      ...(await withTempDir('intake-postgres', (dataDir) => onServer('postgres', { dataDir, databaseUrl }))),
    );
  });
  return figures;
}

async function onServer(
  label: string,
  options: { dataDir: string; databaseUrl?: string },
): Promise<Figure[]> {
  const name = `intake.${label}`;
  progress(`${name}: starting the server on a fresh database`);
  const server = await startServer(options);
  try {
    const session = await signInSession(server.baseUrl);
    const target = await sandboxAccount(server.baseUrl, session);
    const health = () =>
      callApi<WebhookHealth>(server.baseUrl, session, 'GET', `/line/${target.accountId}/webhook-health`);
    const refused = await badlySigned(server.baseUrl, target);
    const before = await health();
    const users = Array.from({ length: USERS }, lineUserId);

    const warm = await deliver(server.baseUrl, target, users, WARMUP_S);
    const load = await deliver(server.baseUrl, target, users, DURATION_S);
    const eps = load.acked / load.seconds;
    progress(`${name}: ${fmt(eps)} events/s acknowledged, p50 ${fmt(load.p50)} ms, p99 ${fmt(load.p99)} ms`);

    const drainStarted = performance.now();
    let after = await health();
    while (after.pending > 0 && performance.now() - drainStarted < DRAIN_TIMEOUT_MS) {
      await sleep(250);
      after = await health();
    }
    const drainS = (performance.now() - drainStarted) / 1000;
    const stored = after.eventsLastHour - before.eventsLastHour;
    const acked = warm.acked + load.acked;
    const sent = warm.sent + load.sent;
    progress(
      `${name}: stored ${stored} of ${acked} acknowledged (${sent} sent); ` +
        (after.pending > 0
          ? `${after.pending} still pending after ${fmt(drainS, 1)} s`
          : `queue drained ${fmt(drainS, 1)} s after the load`),
    );

    const warnings = [
      refused === 401 ? '' : `a wrongly signed delivery got ${refused}, not 401: signature not checked?`,
      ...[warm, load].flatMap((l, i) => {
        const what = i === 0 ? 'warm-up' : 'load';
        return [
          l.non2xx ? `${what}: ${l.non2xx} non-2xx (${l.statusCodes})` : '',
          l.errors ? `${what}: ${l.errors} connection errors/timeouts` : '',
        ].filter(Boolean);
      }),
      // Requests cut off when autocannon stops may be stored without their 200 being counted:
      // stored may exceed the acknowledged count, never the sent one, and never fall below it.
      stored < acked ? `${acked - stored} acknowledged events not stored` : '',
      stored > sent ? `${stored - sent} more events stored than sent` : '',
      after.pending > 0 ? `${after.pending} events still pending after ${fmt(drainS, 0)} s` : '',
      after.failed.length
        ? `${after.failed.length}${after.failed.length >= 20 ? '+' : ''} events failed processing (${after.failed[0]?.error.slice(0, 80)})`
        : '',
    ].filter(Boolean);
    const warning = warnings.length ? `  WARNING ${warnings.join('; ')}` : '';
    const cutOff = stored > acked ? ` (+${stored - acked} cut off unanswered at the stop)` : '';
    const drained =
      after.pending > 0 ? `not drained after ${fmt(drainS, 1)} s` : `drained in ${fmt(drainS, 1)} s`;
    const spike = await burst(server.baseUrl, target, health);
    const spikeAt = BURST_EVENTS / LINE_PUSH_RATE;
    progress(
      `${name}: burst of ${BURST_EVENTS} events acknowledged in ${fmt(spike.ackS, 1)} s, ` +
        (spike.pending > 0
          ? `${spike.pending} still pending after ${fmt(spike.doneS, 1)} s`
          : `nothing pending ${fmt(spike.doneS, 1)} s after the first`),
    );
    return [
      {
        name: `${name}.burst_s`,
        value: spike.pending > 0 ? 'not drained' : fmt(spike.doneS, 1),
        detail:
          `(${ratio(spike.doneS, spikeAt)} of the ${fmt(spikeAt, 1)} s LINE's ${LINE_PUSH_RATE.toLocaleString('en')}/s push limit takes to answer them) ` +
          `${BURST_EVENTS} events from ${BURST_FRIENDS} friends, ${BURST_PER_DELIVERY} a delivery, ${CONNECTIONS} at once, until nothing is pending; ` +
          `acknowledged in ${fmt(spike.ackS, 1)} s${spike.pending > 0 ? `  WARNING ${spike.pending} still pending` : ''}`,
      },
      {
        name: `${name}.eps`,
        value: fmt(eps),
        detail:
          `(${ratio(eps, LINE_PUSH_RATE)} of LINE's ${LINE_PUSH_RATE.toLocaleString('en')}/s push limit) ` +
          `${CONNECTIONS} conns x ${DURATION_S} s; stored ${stored} of ${acked} acknowledged${cutOff}; ` +
          `queue ${drained}${warning}`,
      },
      {
        name: `${name}.p50_ms`,
        value: fmt(load.p50),
        detail: `(${ratio(load.p50, BUDGET_MS)} of the ${fmt(BUDGET_MS)} ms a request may take for ${LINE_PUSH_RATE.toLocaleString('en')}/s on ${CONNECTIONS} conns)`,
      },
      {
        name: `${name}.p99_ms`,
        value: fmt(load.p99),
        detail: `(${ratio(load.p99, BUDGET_MS)} of that ${fmt(BUDGET_MS)} ms)`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * BURST_EVENTS events in deliveries of BURST_PER_DELIVERY, CONNECTIONS at a time, then waits until
 * nothing is pending: seconds from the first delivery until all were acknowledged, and until done.
 */
async function burst(baseUrl: string, target: Target, health: () => Promise<WebhookHealth>) {
  const friends = Array.from({ length: BURST_FRIENDS }, lineUserId);
  const deliveries = Array.from({ length: BURST_EVENTS / BURST_PER_DELIVERY }, (_, d) =>
    Array.from({ length: BURST_PER_DELIVERY }, (_, e) =>
      textMessageEvent(friends[(d * BURST_PER_DELIVERY + e) % friends.length] ?? lineUserId()),
    ),
  );
  const started = performance.now();
  let next = 0;
  const connection = async () => {
    for (let d = next++; d < deliveries.length; d = next++) {
      const { body, signature } = signedDelivery(
        target.channelSecret,
        target.destination,
        deliveries[d] ?? [],
      );
      const response = await fetch(`${baseUrl}/webhooks/line/${target.accountId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': signature },
        body,
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const ackS = (performance.now() - started) / 1000;
  let left = await health();
  while (left.pending > 0 && performance.now() - started < DRAIN_TIMEOUT_MS) {
    await sleep(100);
    left = await health();
  }
  return { ackS, doneS: (performance.now() - started) / 1000, pending: left.pending };
}

/** The status of one delivery signed with the wrong secret: 401 when the intake checks signatures. */
async function badlySigned(baseUrl: string, target: Target): Promise<number> {
  const { body, signature } = signedDelivery('0'.repeat(32), target.destination, [
    textMessageEvent(lineUserId()),
  ]);
  const response = await fetch(`${baseUrl}/webhooks/line/${target.accountId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': signature },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Signed deliveries for `seconds`, each built as its request is sent (a fresh event id and signature). */
async function deliver(baseUrl: string, target: Target, users: string[], seconds: number): Promise<Load> {
  let sent = 0;
  const result = await autocannon({
    url: `${baseUrl}/webhooks/line/${target.accountId}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'LineBotWebhook/2.0' },
    requests: [
      {
        setupRequest(request) {
          const user = users[sent % users.length] ?? lineUserId();
          sent += 1;
          const { body, signature } = signedDelivery(target.channelSecret, target.destination, [
            textMessageEvent(user),
          ]);
          return { ...request, body, headers: { ...request.headers, 'x-line-signature': signature } };
        },
      },
    ],
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}: ${stat.count ?? 0}`)
    .join(', ');
  return {
    sent,
    acked: result['2xx'],
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statusCodes: codes,
    errors: result.errors,
  };
}
