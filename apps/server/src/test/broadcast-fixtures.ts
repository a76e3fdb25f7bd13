import type { BroadcastInput } from '@hubline/contract';
import type { HubCall, TestApp } from './harness.ts';
import { signedInMember } from './harness.ts';
import { givenLineAccount } from './line-fixtures.ts';

/** A signed-in super administrator's hub with a LINE account, and helpers for its broadcasts. */
export async function givenBroadcaster(t: TestApp, options: { hubId?: string } = {}) {
  const member = await signedInMember(t, options);
  const { account } = await givenLineAccount(t, member.hubId);
  return { ...member, account, ...broadcastCalls(member.call, account.id) };
}

/** Saves and reads broadcasts of an account through the API. */
export function broadcastCalls(call: HubCall, accountId: string) {
  const create = (input: Partial<BroadcastInput> = {}) =>
    call('POST', '/line/broadcast-setting', {
      name: 'Spring sale',
      accountId,
      messages: [{ type: 'text', text: 'Hello {{firstname}}' }],
      ...input,
    });
  return {
    create,
    /** Creates and answers the id, failing the test on a refusal. */
    async created(input: Partial<BroadcastInput> = {}): Promise<string> {
      const response = await create(input);
      if (response.statusCode !== 200) throw new Error(`broadcast not created: ${response.body}`);
      return response.json().id;
    },
    get: (id: string) => call('GET', `/line/broadcast-setting/${id}`),
    action: (path: string, ids: string[]) => call('POST', `/line/broadcast-setting/${path}`, { ids }),
  };
}

/** An instant `minutes` from now, as the console sends it. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
