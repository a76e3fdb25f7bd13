import { allPermissions, CHAT_LINK_TTL_MINUTES } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../core/auth/tokens.ts';
import { givenChat } from '../../../test/chat-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { hubs } from '../../hubs/hubs.schema.ts';
import { chatLinkTokens } from '../inbox.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

describe('chat links', () => {
  it('makes a one-time link that is valid once, for that conversation only', async () => {
    const { call, seq, vid, hubId } = await givenChat(t);
    const made = await call('POST', '/chat/link-token', { seq, vid });
    expect(made.statusCode).toBe(200);
    const { token, url, expiresAt } = made.json();
    expect(url).toBe(`${t.deps.config.publicUrl}/chat/line/${hubId}?seq=${seq}&vid=${vid}&ott=${token}`);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan((CHAT_LINK_TTL_MINUTES - 1) * 60_000);
    const [stored] = await t.deps.db.select().from(chatLinkTokens).where(eq(chatLinkTokens.hubId, hubId));
    expect(stored?.tokenHash).toBe(hashToken(token));

    const verify = (path: string) => call('GET', path).then((response) => response.json().valid);
    expect(await verify(`/chat/verifyToken/${seq}/00000000-0000-4000-8000-000000000000?ott=${token}`)).toBe(
      false,
    );
    expect(await verify(`/chat/verifyToken/${seq}/${vid}?ott=garbage`)).toBe(false);
    expect(await verify(`/chat/verifyToken/${seq}/${vid}`)).toBe(false);
    expect(await verify(`/chat/verifyToken/${seq}/${vid}?ott=${token}`)).toBe(true);
    expect(await verify(`/chat/verifyToken/${seq}/${vid}?ott=${token}`)).toBe(false);
  });

  it('refuses an expired token, and a token presented in another hub', async () => {
    const { call, seq, vid, hubId } = await givenChat(t);
    const expired = (await call('POST', '/chat/link-token', { seq, vid })).json().token;
    await t.deps.db
      .update(chatLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatLinkTokens.tokenHash, hashToken(expired)));
    expect((await call('GET', `/chat/verifyToken/${seq}/${vid}?ott=${expired}`)).json().valid).toBe(false);

    const token = (await call('POST', '/chat/link-token', { seq, vid })).json().token;
    const stranger = await signedInMember(t);
    const elsewhere = await stranger.call('GET', `/chat/verifyToken/${seq}/${vid}?ott=${token}`);
    expect(elsewhere.json().valid).toBe(false);
    expect((await call('GET', `/chat/verifyToken/${seq}/${vid}?ott=${token}`)).json().valid).toBe(true);
    expect((await stranger.call('POST', '/chat/link-token', { seq, vid })).statusCode).toBe(404);
    expect(hubId).not.toBe(stranger.hubId);
  });

  it('is made with the hub API key as the CRM does, and refused without the inbox permission', async () => {
    const { seq, vid, hubId } = await givenChat(t);
    const [hub] = await t.deps.db.select().from(hubs).where(eq(hubs.id, hubId));
    const made = await t.request({
      method: 'POST',
      url: `/api/${hubId}/chat/link-token`,
      headers: { authorization: `Bearer ${hub?.apiKey}` },
      payload: { seq, vid },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().token).toEqual(expect.any(String));

    const agent = await signedInMember(t, {
      hubId,
      permissions: { ...allPermissions(), permissionInbox: false },
    });
    expect((await agent.call('POST', '/chat/link-token', { seq, vid })).statusCode).toBe(403);
    expect((await agent.call('GET', `/chat/verifyToken/${seq}/${vid}?ott=x`)).statusCode).toBe(403);
  });
});
