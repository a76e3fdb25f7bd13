import { conflict, invalid } from '../../control/errors.ts';
import type { Portal } from '../state/portal.ts';
import type { Owner } from '../state/types.ts';

/** Owners are users of the HubSpot account; the API only reads them (B6), so the control API makes them. */
export interface OwnerInput {
  email: string;
  firstName?: string;
  lastName?: string;
  type?: 'PERSON' | 'QUEUE';
  teams?: Array<{ id: string; name: string; primary?: boolean }>;
  archived?: boolean;
}

/** HS-OAS `PublicOwner`. */
export interface OwnerView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  userIdIncludingInactive: number;
  type: 'PERSON' | 'QUEUE';
  teams: Array<{ id: string; name: string; primary: boolean }>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export function createOwner(portal: Portal, input: OwnerInput, now: number): Owner {
  if (!/^[^\s@]+@[^\s@]+$/.test(input.email)) throw invalid('email must be an email address');
  const email = input.email.toLowerCase();
  if ([...portal.owners.values()].some((o) => o.email === email))
    throw conflict(`owner ${email} already exists`);
  const id = portal.newOwnerId();
  const owner: Owner = {
    id,
    email,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    userId: Number(id) - 60_000_000,
    type: input.type ?? 'PERSON',
    teams: (input.teams ?? []).map((t) => ({ id: t.id, name: t.name, primary: t.primary ?? false })),
    createdAt: now,
    updatedAt: now,
    archived: input.archived ?? false,
  };
  portal.owners.set(id, owner);
  return owner;
}

export function ownerView(owner: Owner): OwnerView {
  return {
    id: owner.id,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    userId: owner.userId,
    userIdIncludingInactive: owner.userId,
    type: owner.type,
    teams: owner.teams,
    createdAt: new Date(owner.createdAt).toISOString(),
    updatedAt: new Date(owner.updatedAt).toISOString(),
    archived: owner.archived,
  };
}
