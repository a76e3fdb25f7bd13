import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { CSRF } from './api';
import { E2E_PORT } from './hubspot';
import type { Credentials } from './users';

/** Where playwright.config.ts keeps the server's log: the operator's copy of the outbox's mails. */
export const SERVER_LOG = path.join(os.tmpdir(), `hubline-e2e-server-${E2E_PORT}.log`);

/** The verify address in a reset mail's text. */
const VERIFY_LINK = /https?:\/\/\S+\/auth\/verify\?\S+/;

/** The reset links mailed to `email` so far, oldest first, as the server's log lists them. */
function loggedResetLinks(email: string): string[] {
  const lines = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, 'utf8').split('\n') : [];
  return lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const entry = JSON.parse(line) as { mail?: { to: string; text: string } };
    const link = entry.mail?.to === email ? entry.mail.text.match(VERIFY_LINK)?.[0] : undefined;
    return link ? [link] : [];
  });
}

/**
 * The operator's path to a reset link: without SMTP_URL the server logs every mail it keeps in
 * the outbox (a user who forgot their password cannot sign in to read it). The mail is sent by a
 * background job, so the log is read until a link not in `knownLinks` is there.
 */
export async function resetLinkFromServerLog(email: string, knownLinks: readonly string[]) {
  let link = '';
  await expect
    .poll(() => {
      link = loggedResetLinks(email).findLast((logged) => !knownLinks.includes(logged)) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Clean-up only: sets a user's password through the same forgot → mail → verify → reset
 * steps the screens use, but over the API.
 */
export async function setPasswordThroughApi(request: APIRequestContext, user: Credentials) {
  const known = loggedResetLinks(user.email);
  const forgot = await request.post('/api/auth/forgot', { headers: CSRF, data: { email: user.email } });
  expect(forgot.ok()).toBe(true);
  const params = new URL(await resetLinkFromServerLog(user.email, known)).searchParams;
  const verify = await request.post('/api/auth/verify-token', {
    headers: CSRF,
    data: { email: params.get('email'), token: params.get('token') },
  });
  expect(verify.ok()).toBe(true);
  const { sessionId } = (await verify.json()) as { sessionId: string };
  const reset = await request.post('/api/auth/reset', {
    headers: CSRF,
    data: { email: user.email, password: user.password, sessionId },
  });
  expect(reset.ok()).toBe(true);
}
