import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';
import { lineAccounts } from './line-accounts.schema.ts';

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
  const stored = async () => {
    const [row] = await t.deps.db.select().from(lineAccounts).where(eq(lineAccounts.id, account.id));
    if (!row) throw new Error('account gone');
    return row;
  };
  return { ...admin, colleague: colleague.user, stranger: stranger.user, account, stored };
}

describe('people picked on a LINE account', () => {
  it('mobile and billing supervisors are the hub’s members, and another hub’s user is refused', async () => {
    const { call, colleague, stranger, account, stored } = await hubWithStranger();
    for (const [path, field] of [
      ['/line/mobile', 'mobileSupervisors'],
      ['/line/billing', 'billingSupervisors'],
    ] as const) {
      const body = (userIds: string[]) => ({ id: account.id, mobileContactAccess: 'team', [field]: userIds });
      const refused = await call('PATCH', path, body([colleague.id, stranger.id]));
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'line.error.notHubMember',
        msg: 'Only active members of this hub can be chosen.',
      });
      expect((await stored())[field], path).toEqual([]);
      expect((await call('PATCH', path, body([colleague.id]))).statusCode, path).toBe(200);
      expect((await stored())[field], path).toEqual([colleague.id]);
    }
    expect((await stored()).mobileContactAccess).toBe('team');
  });

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
