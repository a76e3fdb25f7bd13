import { z } from 'zod';

export const CRM_PLATFORMS = ['hubspot', 'sandbox'] as const;

/** Which CRM a hub uses: the built-in one, or a HubSpot portal (real or the local sandbox). */
export const crmConnectionSchema = z.object({
  provider: z.enum(['builtin', 'hubspot']),
  platform: z.enum(CRM_PLATFORMS).nullable(),
  /** How the hub signed in to HubSpot: a private-app token, or "Connect with HubSpot" (OAuth). */
  authKind: z.enum(['private_app', 'oauth']).nullable(),
  portalId: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** Why the last sync failed, in the reader's language. */
  lastSyncError: z.string().nullable(),
  /** HubSpot's own words about that failure, for support. */
  lastSyncDetail: z.string().nullable(),
  /** A HubSpot sandbox runs beside this server, so a portal can be made on it with one click. */
  sandboxAvailable: z.boolean(),
  /** Where "Connect with HubSpot" (OAuth) works: HubSpot needs HUBSPOT_CLIENT_ID/SECRET set. */
  oauthAvailable: z.object({ hubspot: z.boolean(), sandbox: z.boolean() }),
});
export type CrmConnection = z.infer<typeof crmConnectionSchema>;

export const connectHubspotRequestSchema = z.discriminatedUnion('platform', [
  z.object({
    platform: z.literal('hubspot'),
    accessToken: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(500, { error: 'validation.tooLong' }),
  }),
  /** Without a token, a new sandbox portal is created. */
  z.object({ platform: z.literal('sandbox'), accessToken: z.string().trim().max(500).optional() }),
]);
export type ConnectHubspotRequest = z.infer<typeof connectHubspotRequestSchema>;
export const crmConnectionResponseSchema = z.object({ msg: z.string(), connection: crmConnectionSchema });

/** "Connect with HubSpot": where the browser goes to grant access (HubSpot's install page). */
export const startCrmOAuthRequestSchema = z.object({ platform: z.enum(CRM_PLATFORMS) });
export type StartCrmOAuthRequest = z.infer<typeof startCrmOAuthRequestSchema>;
export const startCrmOAuthResponseSchema = z.object({ url: z.string() });
