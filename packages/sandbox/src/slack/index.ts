import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { listen } from '../shared/listen.ts';

/** A message posted to one of the emulator's incoming webhooks. */
export interface SlackPostedMessage {
  /** The webhook's path, `/services/T…/B…/…`. */
  path: string;
  text: string;
}

export interface SlackControl {
  /** A new incoming-webhook URL on this emulator, shaped like Slack's. */
  webhookUrl(): string;
  /** What was posted, oldest first (the newest `keep`). */
  messages(): SlackPostedMessage[];
}

export interface RunningSlackSandbox {
  url: string;
  control: SlackControl;
  close(): Promise<void>;
}

const id = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

/**
 * Slack's incoming webhooks (https://api.slack.com/messaging/webhooks): `POST /services/T/B/secret`
 * with `{ "text": … }` answers 200 `ok`; a body that is not JSON answers 400 `invalid_payload` and
 * one without text 400 `no_text`, as Slack does. `GET /__slack/messages` lists what was posted.
 */
function buildSlackServer(posted: SlackPostedMessage[], keep: number): FastifyInstance {
  const app = Fastify();
  app.setErrorHandler((_error, _request, reply) =>
    reply.code(400).type('text/plain').send('invalid_payload'),
  );
  app.post<{ Body: { text?: unknown } }>('/services/:team/:bot/:secret', async (request, reply) => {
    const text = request.body?.text;
    if (typeof text !== 'string' || text === '') return reply.code(400).type('text/plain').send('no_text');
    posted.push({ path: request.url, text });
    if (posted.length > keep) posted.splice(0, posted.length - keep);
    return reply.type('text/plain').send('ok');
  });
  app.get('/__slack/messages', async () => posted);
  return app;
}

/**
 * Starts the Slack incoming-webhook emulator; save `control.webhookUrl()` as an account's Slack URL.
 * It keeps the newest `keep` messages: embedded in the demo server, it runs as long as the server.
 */
export async function startSlackSandbox(
  options: { port?: number; host?: string; keep?: number } = {},
): Promise<RunningSlackSandbox> {
  const posted: SlackPostedMessage[] = [];
  const app = buildSlackServer(posted, options.keep ?? 1000);
  const url = await listen(app, options);
  return {
    url,
    control: {
      webhookUrl: () => `${url}/services/${id('T', 5)}/${id('B', 5)}/${randomBytes(12).toString('hex')}`,
      messages: () => [...posted],
    },
    close: () => app.close(),
  };
}
