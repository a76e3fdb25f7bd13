import { invalid, notFound } from '../../control/errors.ts';
import type { HubspotContext } from '../context.ts';
import { type AuthorizeRequest, approveAuthorization } from './authorize.ts';

export interface OAuthAppView {
  appId: number;
  name: string;
  clientId: string;
  clientSecret: string;
}

export interface ApproveOAuthInput extends AuthorizeRequest {
  portalId: number;
}

/** The OAuth part of the control API: apps, consent without a browser, uninstalling. */
export interface OAuthControl {
  /** Registers a public app; its `clientId` and `clientSecret` work on `/oauth/*`. */
  createOAuthApp(input?: { name?: string }): OAuthAppView;
  /** What clicking Approve on the consent page does: a code, and the redirect carrying it. */
  approveOAuth(input: ApproveOAuthInput): { code: string; redirectUrl: string };
  /** The app is removed from the portal: its refresh and access tokens there stop working. */
  uninstallOAuthApp(clientId: string, portalId: number): { revoked: number };
}

export function createOAuthControl(ctx: HubspotContext): OAuthControl {
  return {
    createOAuthApp: (input = {}) => {
      const name = input.name ?? 'Sandbox app';
      if (name.trim() === '') throw invalid('name must not be empty');
      return { ...ctx.oauth.createApp(name) };
    },
    approveOAuth: ({ portalId, ...request }) => approveAuthorization(ctx, request, portalId),
    uninstallOAuthApp: (clientId, portalId) => {
      if (!ctx.oauth.app(clientId)) throw notFound('OAuth app', clientId);
      return { revoked: ctx.oauth.uninstall(clientId, portalId) };
    },
  };
}
