import { type APIRequestContext, expect } from '@playwright/test';
import type { Credentials } from './users';

/** Every cookie-authenticated write needs this header (the server's CSRF check). */
export const CSRF = { 'x-hubline-csrf': '1' } as const;

interface HubSummary {
  hubId: string;
  name: string;
}

/**
 * Test set-up through the API, not the screens under test: signs the request context in.
 * The request context has its own cookies, separate from any browser page.
 */
export async function apiSignIn(request: APIRequestContext, user: Credentials & { code?: string }) {
  const response = await request.post('/api/auth/login', {
    headers: CSRF,
    data: { email: user.email, password: user.password, remember: false, code: user.code },
  });
  expect(response.ok(), `API sign-in of ${user.email}`).toBe(true);
}

/** The hub ids of the signed-in user's hubs, by name. */
export async function hubIdsByName(request: APIRequestContext): Promise<Map<string, string>> {
  const response = await request.get('/api/profile/accounts');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { accounts: HubSummary[] };
  return new Map(body.accounts.map((hub) => [hub.name, hub.hubId]));
}
