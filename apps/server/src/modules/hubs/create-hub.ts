import { randomInt } from 'node:crypto';
import { allPermissions, type Permissions, type Plan, type TimeZoneId, TRIAL_DAYS } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import { newApiKey } from './api-key.ts';
import { hubs, memberships } from './hubs.schema.ts';

/** Hub ids are 8-digit numbers (HUB_ID_PATTERN), as in HubSpot-style portal ids users already recognise. */
function newHubId() {
  return String(randomInt(10_000_000, 100_000_000));
}

export async function createHub(
  db: Db,
  input: { name: string; subscription?: Plan; timezone?: TimeZoneId; id?: string },
) {
  const subscription = input.subscription ?? 'trial';
  const [hub] = await db
    .insert(hubs)
    .values({
      id: input.id ?? newHubId(),
      name: input.name,
      subscription,
      trialExpiresAt: subscription === 'trial' ? new Date(Date.now() + TRIAL_DAYS * 86_400_000) : null,
      timezone: input.timezone ?? 'Asia/Tokyo',
      apiKey: newApiKey(),
    })
    .returning();
  if (!hub) throw new Error('hub insert returned nothing');
  return hub;
}

export async function addMember(
  db: Db,
  input: {
    userId: string;
    hubId: string;
    superAdmin?: boolean;
    permissions?: Permissions;
    hasSeat?: boolean;
  },
) {
  await db.insert(memberships).values({
    userId: input.userId,
    hubId: input.hubId,
    superAdmin: input.superAdmin ?? false,
    permissions: input.permissions ?? allPermissions(),
    hasSeat: input.hasSeat ?? false,
  });
}
