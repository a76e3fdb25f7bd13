import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The browser tests' server listens here; the HubSpot stand-in on the next port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * "Real" HubSpot for the browser tests: the HubSpot emulator on its own port, given to the server
 * as HUBSPOT_API_BASE_URL, so private-app tokens are checked as HubSpot would without leaving
 * this machine. Its control API (/__hubspot) makes portals and injects faults.
 */
export const HUBSPOT_STAND_IN_PORT = E2E_PORT + 1;
export const HUBSPOT_STAND_IN_URL = `http://127.0.0.1:${HUBSPOT_STAND_IN_PORT}`;

/** A new portal on the stand-in: its id and its private app's access token. */
export async function createStandInPortal(request: APIRequestContext) {
  const response = await request.post(`${HUBSPOT_STAND_IN_URL}/__hubspot/portals`, { data: {} });
  expect(response.status()).toBe(201);
  const portal = (await response.json()) as { portalId: number; accessToken: string };
  return { portalId: String(portal.portalId), accessToken: portal.accessToken };
}

/** Every stand-in request fails with a 500 (`on`), or none does. */
export async function breakStandIn(request: APIRequestContext, on: boolean) {
  const response = on
    ? await request.put(`${HUBSPOT_STAND_IN_URL}/__hubspot/faults`, { data: { rules: [{ serverError: 1 }] } })
    : await request.delete(`${HUBSPOT_STAND_IN_URL}/__hubspot/faults`);
  expect(response.ok()).toBe(true);
}

/**
 * This server has no HubSpot public app (only the sandbox's): the connection is answered as if
 * it had one, so that the dialog shows "Connect with HubSpot" as it does in production.
 */
export async function offerHubspotOAuth(page: Page) {
  await page.route('**/api/*/crm/connection', async (route) => {
    const response = await route.fetch();
    const connection = (await response.json()) as { oauthAvailable: { hubspot: boolean } };
    await route.fulfill({
      response,
      json: { ...connection, oauthAvailable: { ...connection.oauthAvailable, hubspot: true } },
    });
  });
}
