import { AppError } from '../../core/http/errors.ts';
import type { CrmPort } from './crm.port.ts';

/**
 * A ticket's, deal's or task's owner must be one of the hub's CRM owners (the built-in CRM: the
 * hub's members; HubSpot: the portal's owners), never another hub's user or a made-up id.
 * `ownerId` absent or null leaves or makes the record unowned.
 */
export async function checkOwner(crm: CrmPort, hubId: string, body: unknown) {
  const { ownerId } = body as { ownerId?: string | null };
  if (!ownerId) return;
  const owners = await crm.owners.list(hubId);
  if (!owners.some((owner) => owner.id === ownerId)) throw new AppError('crm.error.unknownOwner');
}
