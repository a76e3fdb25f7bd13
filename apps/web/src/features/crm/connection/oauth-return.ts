import { ERRORS, type ErrorCode } from '@hubline/contract';

/**
 * How "Connect with HubSpot" ended, as the server's OAuth callback tells it when it sends the
 * browser back to Account settings: `?crm=connected`, or `?crm=error&code=<server catalogue key>`.
 */
export type OAuthReturn = { outcome: 'connected' } | { outcome: 'error'; code: ErrorCode };

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERRORS, code);

/**
 * `crm.error.hubspotFailed` quotes HubSpot's words, which a redirect does not carry; the callback
 * answers it for a failure it did not foresee, so it reads as one, like any code it cannot know.
 */
function shownCode(code: string | null): ErrorCode {
  return code && isErrorCode(code) && code !== 'crm.error.hubspotFailed' ? code : 'error.unexpected';
}

/** The outcome the address carries, or null when it carries none. */
export function readOAuthReturn(params: URLSearchParams): OAuthReturn | null {
  const crm = params.get('crm');
  if (crm === 'connected') return { outcome: 'connected' };
  if (crm === 'error') return { outcome: 'error', code: shownCode(params.get('code')) };
  return null;
}

/** The address's parameters once the outcome has been read: the others stay. */
export function withoutOAuthReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  if (readOAuthReturn(params)) {
    rest.delete('crm');
    rest.delete('code');
  }
  return rest;
}
