import { callApi, type Session } from './server.ts';

export interface Target {
  accountId: string;
  channelSecret: string;
  /** The bot's user ID: the `destination` of its webhooks. */
  destination: string;
}

/**
 * A LINE account of its own for the bench, created as the console's stepper does from a new
 * sandbox channel: unlike the seeded one, its channel secret is known here (the API never
 * returns secrets). The demo hub's trial plan allows 3 accounts; the seed uses one.
 */
export async function sandboxAccount(baseUrl: string, session: Session): Promise<Target> {
  const channel = await callApi<{ channelId: string; channelSecret: string; accessToken: string }>(
    baseUrl,
    session,
    'POST',
    '/line/sandbox-channel',
  );
  const created = await callApi<{ id: string }>(baseUrl, session, 'POST', '/line', {
    credentials: { platform: 'sandbox', tokenKind: 'long', ...channel },
  });
  const account = await callApi<{ botUserId: string }>(baseUrl, session, 'GET', `/line/${created.id}`);
  return { accountId: created.id, channelSecret: channel.channelSecret, destination: account.botUserId };
}
