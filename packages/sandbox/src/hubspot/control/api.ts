import { invalid, notFound } from '../../control/errors.ts';
import { faultControl, type RuntimeSettings, settingsControl } from '../../shared/runtime-control.ts';
import type { HubspotContext } from '../context.ts';
import type { HubspotFaultConfig } from '../faults.ts';
import { createOAuthControl, type OAuthControl } from '../oauth/control.ts';
import type { HubspotRecordedRequest, HubspotRequestFilter } from '../request-log.ts';
import type { Portal } from '../state/portal.ts';
import type { PortalInput } from '../state/store.ts';
import type { Tier } from '../state/types.ts';
import { createOwner, type OwnerInput, type OwnerView, ownerView } from './owners.ts';

/** Settings that can change while the emulator runs (the same as the LINE sandbox's). */
export type HubspotSettings = RuntimeSettings;

export interface PortalView {
  portalId: number;
  name: string;
  tier: Tier;
  /** The private app's access token: `Authorization: Bearer <accessToken>`. */
  accessToken: string;
  createdAt: string;
}

/**
 * The typed in-process control API of the HubSpot emulator: everything `/__hubspot` offers, for
 * code that embeds it (tests, demo seeds).
 */
export interface HubspotControl extends OAuthControl {
  createPortal(input?: PortalInput): PortalView;
  listPortals(): PortalView[];
  getPortal(portalId: number): PortalView;
  setTier(portalId: number, tier: Tier): PortalView;
  createOwner(portalId: number, input: OwnerInput): OwnerView;
  listOwners(portalId: number): OwnerView[];
  /** Uses up the portal's daily allowance, so the next request gets the DAILY 429. */
  exhaustDailyLimit(portalId: number): void;
  requests(filter?: HubspotRequestFilter): HubspotRecordedRequest[];
  setFaults(config: HubspotFaultConfig): void;
  faults(): HubspotFaultConfig;
  settings(): HubspotSettings;
  configure(settings: Partial<HubspotSettings>): HubspotSettings;
  /** Forgets every portal, log and fault, and restores the start settings. */
  reset(): void;
}

const TIERS: Tier[] = ['free', 'starter', 'professional', 'enterprise'];

export function portalView(p: Portal): PortalView {
  return {
    portalId: p.portalId,
    name: p.name,
    tier: p.tier,
    accessToken: p.token,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

export function createHubspotControl(ctx: HubspotContext, initial: HubspotSettings): HubspotControl {
  const requirePortal = (portalId: number): Portal => {
    const portal = ctx.store.get(portalId);
    if (!portal) throw notFound('portal', String(portalId));
    return portal;
  };
  const runtime = settingsControl(ctx.limiter);
  return {
    ...createOAuthControl(ctx),
    ...runtime,
    ...faultControl(ctx.faults),
    createPortal: (input = {}) => {
      if (input.tier && !TIERS.includes(input.tier)) throw invalid(`tier must be one of ${TIERS.join(', ')}`);
      if (input.portalId !== undefined && ctx.store.has(input.portalId))
        throw invalid(`portal ${input.portalId} exists`);
      if (input.token !== undefined && ctx.store.hasToken(input.token)) throw invalid('that token is taken');
      return portalView(ctx.store.create(input, ctx.clock.now()));
    },
    listPortals: () => ctx.store.all().map(portalView),
    getPortal: (portalId) => portalView(requirePortal(portalId)),
    setTier: (portalId, tier) => {
      if (!TIERS.includes(tier)) throw invalid(`tier must be one of ${TIERS.join(', ')}`);
      const portal = requirePortal(portalId);
      portal.tier = tier;
      return portalView(portal);
    },
    createOwner: (portalId, input) => ownerView(createOwner(requirePortal(portalId), input, ctx.clock.now())),
    listOwners: (portalId) => [...requirePortal(portalId).owners.values()].map(ownerView),
    exhaustDailyLimit: (portalId) => ctx.limiter.exhaustDaily(requirePortal(portalId), ctx.clock.now()),
    requests: (filter) => ctx.requests.list(filter),
    reset: () => {
      ctx.store.reset();
      ctx.oauth.reset();
      ctx.limiter.reset();
      ctx.requests.reset();
      ctx.faults.reset();
      runtime.configure(initial);
    },
  };
}
