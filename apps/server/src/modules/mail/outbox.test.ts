import { allPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../core/mail/mailer.ts';
import { eventually, givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { resetLink } from '../../test/mail-receiver.ts';
import { addMember } from '../hubs/create-hub.ts';
import { getHub } from '../hubs/hubs.repository.ts';

type Item = { to: string; subject: string; text: string };

describe('the embedded mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const outbox = (headers: Record<string, string>) =>
    t.request({ method: 'GET', url: '/api/profile/mail-outbox', headers });
  const resetMailOf = async (email: string, cookie: string) =>
    eventually(
      async () => (await outbox({ cookie })).json().items as Item[],
      (items) => items.some((mail) => mail.to === email),
    );

  it('shows a user their own reset mail, and nobody else: not another hub, its administrator or its API key', async () => {
    // The member belongs to their own hub and, as an agent, to another one with its own administrator.
    const member = await givenMember(t);
    const other = await givenMember(t);
    await addMember(t.deps.db, {
      userId: member.user.id,
      hubId: other.hubId,
      superAdmin: false,
      permissions: allPermissions(),
    });
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: member.user.email, lang: 'en' },
    });

    const own = await resetMailOf(member.user.email, (await signIn(t, member.user.email)).cookie);
    const mail = own.find((item) => item.to === member.user.email);
    expect(mail?.subject).toBe('Reset your Hubline password');
    expect(resetLink(mail?.text ?? '').searchParams.get('email')).toBe(member.user.email);

    const administrator = await signIn(t, other.user.email);
    const theirs = await outbox({ cookie: administrator.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([]);

    for (const hubId of [member.hubId, other.hubId]) {
      const apiKey = (await getHub(t.deps.db, hubId))?.apiKey ?? '';
      const byKey = await outbox({ authorization: `Bearer ${apiKey}` });
      expect(byKey.statusCode).toBe(403);
      expect(byKey.json().code).toBe('access.noUser');
      // The old per-hub outbox is gone.
      const perHub = await t.request({
        method: 'GET',
        url: `/api/${hubId}/mail/outbox`,
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(perHub.statusCode).toBe(404);
    }
  });

  it("hands the operator every outbox mail in the server's log", async () => {
    const logged: object[] = [];
    const mailer = createMailer({ from: 'Hubline <no-reply@hubline.local>' }, t.deps.db, {
      warn: (entry) => logged.push(entry),
    });
    const mail = {
      to: 'someone@example.com',
      subject: 'Reset',
      text: 'Open http://localhost/auth/verify?token=x',
    };
    await mailer.send(mail);
    expect(logged).toEqual([{ mail }]);
  });
});
