import { invalid, notFound } from '../../control/errors.ts';
import type { HubspotContext } from '../context.ts';

/** The query of `GET /oauth/authorize` (the install URL of a public app). */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** Space-separated, as HubSpot's install URLs carry them. */
  scope: string;
  state?: string;
}

/** Why the request cannot be shown to a user (HubSpot shows an error page instead of consent). */
export function authorizeProblem(ctx: HubspotContext, request: AuthorizeRequest): string | undefined {
  if (!ctx.oauth.app(request.clientId)) return `Unknown client_id "${request.clientId}"`;
  if (!/^https?:\/\//.test(request.redirectUri)) return 'redirect_uri must be an http(s) URL';
  if (request.scope.trim() === '') return 'scope is required';
  return undefined;
}

/** The redirect back to the app after consent: `redirect_uri?code=…&state=…`. */
export function approveAuthorization(
  ctx: HubspotContext,
  request: AuthorizeRequest,
  portalId: number,
): { code: string; redirectUrl: string } {
  const problem = authorizeProblem(ctx, request);
  if (problem) throw invalid(problem);
  if (!ctx.store.has(portalId)) throw notFound('portal', String(portalId));
  const scopes = request.scope.split(/[\s+]+/).filter(Boolean);
  const now = ctx.clock.now();
  const code = ctx.oauth.issueCode(
    { clientId: request.clientId, portalId, scopes },
    request.redirectUri,
    now,
  );
  return { code, redirectUrl: backTo(request, { code }) };
}

/** The redirect when the user declines (OAuth 2.0 `error=access_denied`). */
export function deniedRedirect(request: AuthorizeRequest): string {
  return backTo(request, { error: 'access_denied', error_description: 'The user declined the install' });
}

function backTo(request: AuthorizeRequest, params: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  return url.toString();
}
