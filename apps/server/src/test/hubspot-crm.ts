import { startHubspotSandbox } from '@hubline/sandbox';
import { hubspotApi } from '../modules/crm/hubspot/client.ts';
import { hubspotCrm } from '../modules/crm/hubspot/index.ts';
import { givenMember, startTestApp } from './harness.ts';

/**
 * For tests: the CRM port over a fresh portal of the HubSpot emulator, on the test database, with
 * a hub and its member (a note's writer). Retries wait a thousandth of HubSpot's windows.
 */
export async function startHubspotCrm() {
  const t = await startTestApp();
  const sandbox = await startHubspotSandbox({ rateLimits: false });
  const portal = sandbox.control.createPortal();
  const crm = hubspotCrm(
    await hubspotApi({
      accessToken: portal.accessToken,
      basePath: sandbox.url,
      retryScale: 0.001,
      burstLimit: 100_000,
    }),
    t.deps.db,
  );
  const { hubId, user } = await givenMember(t);
  return {
    crm,
    hubId,
    user,
    sandbox,
    portal,
    async close() {
      await sandbox.close();
      await t.close();
    },
  };
}
