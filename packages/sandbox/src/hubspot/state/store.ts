import { newPrivateAppToken, Portal } from './portal.ts';
import type { Tier } from './types.ts';

export interface PortalInput {
  portalId?: number;
  name?: string;
  tier?: Tier;
  /** A fixed token (tests, demo seeds); default a fresh `pat-na1-…`. */
  token?: string;
}

/** Every portal of the emulator, found by ID or by its token. */
export class Store {
  private byId = new Map<number, Portal>();
  private byToken = new Map<string, Portal>();
  private nextPortalId = 40_000_001;

  create(input: PortalInput, now: number): Portal {
    const portalId = input.portalId ?? this.nextPortalId++;
    const token = input.token ?? newPrivateAppToken();
    const portal = new Portal(portalId, token, input.tier ?? 'free', input.name ?? `Portal ${portalId}`, now);
    this.byId.set(portalId, portal);
    this.byToken.set(token, portal);
    return portal;
  }

  has(portalId: number): boolean {
    return this.byId.has(portalId);
  }
  hasToken(token: string): boolean {
    return this.byToken.has(token);
  }
  get(portalId: number): Portal | undefined {
    return this.byId.get(portalId);
  }
  byAccessToken(token: string): Portal | undefined {
    return this.byToken.get(token);
  }
  all(): Portal[] {
    return [...this.byId.values()];
  }
  reset(): void {
    this.byId.clear();
    this.byToken.clear();
    this.nextPortalId = 40_000_001;
  }
}
