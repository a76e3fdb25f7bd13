import { type APIRequestContext, expect } from '@playwright/test';
import { apiSignIn, CSRF, hubIdsByName } from './api';
import { ADMIN, type Credentials, HUB_NAMES } from './users';

export const RESET_SUBJECT = 'Reset your Hubline password';

/** The verify address in a reset mail's text. */
export const VERIFY_LINK = /https?:\/\/\S+\/auth\/verify\?\S+/;

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * Clean-up only: sets a user's password through the same forgot → mail → verify → reset
 * steps the screens use, but over the API. `request` must be a fresh context (it signs in as
 * the administrator to read the outbox).
 */
export async function setPasswordThroughApi(request: APIRequestContext, user: Credentials) {
  await apiSignIn(request, ADMIN);
  const hubId = (await hubIdsByName(request)).get(HUB_NAMES.demo);
  expect(hubId).toBeDefined();
  const outbox = async (): Promise<OutboxMail[]> => {
    const response = await request.get(`/api/${hubId}/mail/outbox`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { items: OutboxMail[] }).items;
  };
  const known = new Set((await outbox()).map((mail) => mail.id));
  const forgot = await request.post('/api/auth/forgot', { headers: CSRF, data: { email: user.email } });
  expect(forgot.ok()).toBe(true);

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((item) => item.to === user.email && !known.has(item.id));
      link = mail?.text.match(VERIFY_LINK)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const params = new URL(link).searchParams;
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
