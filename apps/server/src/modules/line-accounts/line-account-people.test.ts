import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An administrator, a colleague, another hub's user, and the hub's LINE account. */
async function hubWithStranger() {
  const admin = await signedInMember(t);
  const colleague = await givenMember(t, { hubId: admin.hubId });
  const stranger = await givenMember(t);
  const { account } = await givenLineAccount(t, admin.hubId);
  return { ...admin, colleague: colleague.user, stranger: stranger.user, account };
}

describe('people picked on a LINE account', () => {
  it('the import report goes only to a member’s address', async () => {
    const { call, colleague, stranger, account } = await hubWithStranger();
    for (const userEmail of [stranger.email, 'anyone@example.com']) {
      const refused = await call('POST', '/line/import', { id: account.id, userEmail });
      expect(refused.statusCode, userEmail).toBe(400);
      expect(refused.json().code).toBe('line.error.notHubMember');
    }
    const started = await call('POST', '/line/import', {
      id: account.id,
      userEmail: colleague.email.toUpperCase(),
    });
    expect(started.statusCode).toBe(200);
  });
});
