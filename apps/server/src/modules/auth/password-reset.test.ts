import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenMember,
  PASSWORD,
  signIn,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { type MailReceiver, resetLink, startMailReceiver } from '../../test/mail-receiver.ts';
import { passwordTokens } from './auth.schema.ts';

const NEW_PASSWORD = 'Battery-staple2';

describe('password reset, mail through SMTP', () => {
  let t: TestApp;
  let smtp: MailReceiver;
  beforeAll(async () => {
    smtp = await startMailReceiver();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });
  const forgot = (email: string, lang = 'en') => post('/api/auth/forgot', { email, lang });
  const verify = (email: string, token: string) => post('/api/auth/verify-token', { email, token });
  const reset = (email: string, sessionId: string, password = NEW_PASSWORD) =>
    post('/api/auth/reset', { email, sessionId, password });

  /** Asks for a reset and returns the token of the link that arrived by mail. */
  async function tokenByMail(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    return resetLink((await smtp.waitForMail(email)).text).searchParams.get('token') ?? '';
  }

  it('answers a known and an unknown email the same way, and mails only the known one', async () => {
    const { user } = await givenMember(t);
    const nobody = uniqueEmail('nobody');
    const unknown = await forgot(nobody);
    const known = await forgot(user.email);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      msg: 'If an account exists for this address, we have sent it a link to reset the password.',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your Hubline password');
    expect(mail.text).toContain(`your Hubline account ${user.email}`);
    const link = resetLink(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/verify');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('lang')).toBe('en');
    expect(link.searchParams.get('token')).toMatch(/.{10,}/);
    expect(smtp.received.filter((m) => m.to.includes(nobody))).toEqual([]);
  });

  it('does the same work for a known and an unknown email: one queued job, nothing else', async () => {
    const { user } = await givenMember(t);
    const nobody = uniqueEmail('nobody');
    await forgot(nobody);
    await forgot(user.email);
    const queued = (await t.deps.db.execute(
      sql`select data->>'email' as email, count(*)::int as jobs from pgboss.job
          where name = 'auth.password-reset' and data->>'email' in (${nobody}, ${user.email})
          group by 1 order by 1`,
    )) as unknown as { rows: { jobs: number }[] };
    expect(queued.rows.map((row) => row.jobs)).toEqual([1, 1]);
  });

  it('limits reset mails per email, whoever asks, and per address', async () => {
    const from = (remoteAddress: string, email: string) =>
      t.request({ method: 'POST', url: '/api/auth/forgot', payload: { email }, remoteAddress });
    const target = uniqueEmail('target');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await from(`203.0.113.${attempt}`, target)).statusCode).toBe(200);
    const limited = await from('203.0.113.77', target);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'error.rateLimited',
      msg: 'Too many requests. Please wait a moment and try again.',
    });
    for (let attempt = 0; attempt < 20; attempt++) await from('203.0.113.200', uniqueEmail());
    expect((await from('203.0.113.200', uniqueEmail())).json().code).toBe('error.rateLimited');
    expect((await from('203.0.113.201', uniqueEmail())).statusCode).toBe(200);
  });

  it('limits the sign-in steps per address', async () => {
    const check = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/verify-token',
        payload: { email: 'someone@example.com', token: 'not-a-real-token' },
        remoteAddress: '203.0.113.150',
      });
    for (let attempt = 0; attempt < 30; attempt++) expect((await check()).statusCode).toBe(400);
    expect((await check()).json().code).toBe('error.rateLimited');
  });

  it('writes the mail in the asked language', async () => {
    const { user } = await givenMember(t);
    expect((await forgot(user.email, 'ja')).json().msg).toBe(
      'このアドレスのアカウントが存在する場合、パスワード再設定用のリンクを送信しました。',
    );
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Hublineのパスワード再設定');
    expect(mail.text).toContain('60分以内に次のリンクを開いて新しいパスワードを設定してください');
    expect(resetLink(mail.text).searchParams.get('lang')).toBe('ja');
  });

  it('trades the mailed token once for a password session', async () => {
    const { user } = await givenMember(t);
    const token = await tokenByMail(user.email);
    const verified = await verify(user.email, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, sessionId: expect.any(String) });
    const again = await verify(user.email, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'auth.reset.invalidToken',
      msg: 'This link is invalid or has expired. Please request a new one.',
    });

    const session = await t.request({
      method: 'GET',
      url: `/api/auth/passwordSession/${verified.json().sessionId}`,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ email: user.email, expiresAt: expect.any(String) });
    expect(Date.parse(session.json().expiresAt)).toBeGreaterThan(Date.now());
  });

  it('sets the new password, signs every session out, and the password session works once', async () => {
    const { user } = await givenMember(t);
    const { cookie } = await signIn(t, user.email);
    const { sessionId } = (await verify(user.email, await tokenByMail(user.email))).json();

    const weak = await reset(user.email, sessionId, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'error.validation',
      fields: {
        password: 'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit.',
      },
    });

    const done = await reset(user.email, sessionId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ msg: 'Your password has been changed. You can sign in now.' });

    expect((await t.request({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const old = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('login.error');
    await expect(signIn(t, user.email, NEW_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });

    const twice = await reset(user.email, sessionId, 'Another-pass3');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('auth.reset.invalidToken');
    const session = await t.request({ method: 'GET', url: `/api/auth/passwordSession/${sessionId}` });
    expect(session.json().code).toBe('auth.reset.invalidToken');
    await expect(signIn(t, user.email, 'Another-pass3')).rejects.toThrow('sign-in failed');
  });

  it('a reset ends every other link and password session of the user', async () => {
    const { user } = await givenMember(t);
    const older = await tokenByMail(user.email);
    const { sessionId: olderSession } = (await verify(user.email, await tokenByMail(user.email))).json();
    const { sessionId } = (await verify(user.email, await tokenByMail(user.email))).json();
    expect((await reset(user.email, sessionId)).statusCode).toBe(200);

    const link = await verify(user.email, older);
    expect(link.statusCode).toBe(400);
    expect(link.json().code).toBe('auth.reset.invalidToken');
    const session = await reset(user.email, olderSession, 'Another-pass3');
    expect(session.statusCode).toBe(400);
    expect(session.json().code).toBe('auth.reset.invalidToken');
    await expect(signIn(t, user.email, NEW_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses an expired token', async () => {
    const { user } = await givenMember(t);
    const token = await tokenByMail(user.email);
    await t.deps.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordTokens.userId, user.id), eq(passwordTokens.kind, 'mail')));
    const response = await verify(user.email, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.reset.invalidToken');
  });
});
