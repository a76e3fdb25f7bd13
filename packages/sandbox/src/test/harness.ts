import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPFetchError, insight, manageAudience, messagingApi } from '@line/bot-sdk';
import { ManualClock } from '../clock.ts';
import type { ChannelInput, ChannelView } from '../control/channels.ts';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../index.ts';

/**
 * Test fixtures: a sandbox on a free port with a manual clock, SDK clients pointed at it (the
 * same code path the console uses), and a tiny webhook receiver.
 */
export interface TestSandbox extends RunningSandbox {
  clock: ManualClock;
  channel: ChannelView;
  client: messagingApi.MessagingApiClient;
  blob: messagingApi.MessagingApiBlobClient;
  audience: manageAudience.ManageAudienceClient;
  audienceBlob: manageAudience.ManageAudienceBlobClient;
  insight: insight.InsightClient;
  clientFor(token: string): messagingApi.MessagingApiClient;
}

export async function startTestSandbox(
  options: SandboxOptions & { channel?: ChannelInput } = {},
): Promise<TestSandbox> {
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock();
  const sandbox = await startSandbox({ ...options, clock });
  const channel = sandbox.control.createChannel(options.channel);
  const config = (channelAccessToken: string) => ({ channelAccessToken, baseURL: sandbox.url });
  return {
    ...sandbox,
    clock,
    channel,
    client: new messagingApi.MessagingApiClient(config(channel.accessToken)),
    blob: new messagingApi.MessagingApiBlobClient(config(channel.accessToken)),
    audience: new manageAudience.ManageAudienceClient(config(channel.accessToken)),
    audienceBlob: new manageAudience.ManageAudienceBlobClient(config(channel.accessToken)),
    insight: new insight.InsightClient(config(channel.accessToken)),
    clientFor: (token) => new messagingApi.MessagingApiClient(config(token)),
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { destination: string; events: Array<Record<string, unknown>> };
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status code of the next answers (default 200). */
  status: number;
  /** Resolves with the n-th webhook (0-based) once it has arrived. */
  nth(n: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<{ n: number; resolve: (w: ReceivedWebhook) => void }> = [];
  const receiver: Receiver = {
    url: '',
    received,
    status: 200,
    nth: (n) =>
      new Promise((resolve) => {
        const ready = received[n];
        if (ready) resolve(ready);
        else waiters.push({ n, resolve });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const webhook: ReceivedWebhook = { headers: req.headers, raw, body: JSON.parse(raw) };
      received.push(webhook);
      for (const w of waiters.filter((w) => w.n === received.length - 1)) w.resolve(webhook);
      res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  return receiver;
}

export interface CaughtLineError {
  status: number;
  body: {
    message?: string;
    details?: Array<{ message?: string; property?: string }>;
    [key: string]: unknown;
  };
  headers: Headers;
}

/** Awaits a call that must fail with an HTTP error and returns it parsed. */
export async function lineError(call: Promise<unknown>): Promise<CaughtLineError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof HTTPFetchError) {
      return { status: e.status, body: e.body ? JSON.parse(e.body) : {}, headers: e.headers };
    }
    throw e;
  }
  throw new Error('expected the call to fail');
}

export const text = (value: string): messagingApi.TextMessage => ({ type: 'text', text: value });
