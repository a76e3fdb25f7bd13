import type { PortalView } from '../control/api.ts';
import type { AuthorizeRequest } from './authorize.ts';

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The consent page of `GET /oauth/authorize`: "Grant access to <portal>" with the emulator's
 * portals (or a new one) and Approve / Cancel, posted back to `POST /oauth/authorize`.
 */
export function consentPage(appName: string, request: AuthorizeRequest, portals: PortalView[]): string {
  const hidden = Object.entries({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state ?? '',
  })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${html(value)}">`)
    .join('');
  const choices = portals
    .map(
      (p, i) =>
        `<label><input type="radio" name="portalId" value="${p.portalId}"${i === 0 ? ' checked' : ''}> ` +
        `Grant access to ${html(p.name)} (${p.portalId})</label>`,
    )
    .concat(
      `<label><input type="radio" name="portalId" value="new"${portals.length ? '' : ' checked'}> ` +
        'Grant access to a new sandbox portal</label>',
    )
    .join('<br>');
  const scopes = request.scope
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => `<li><code>${html(s)}</code></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grant access – HubSpot sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;line-height:1.6}button{margin-right:.5rem}</style>
</head><body><h1>${html(appName)} wants access to a HubSpot account</h1>
<p>It asks for:</p><ul>${scopes}</ul>
<form method="post" action="/oauth/authorize">${hidden}<fieldset><legend>Choose an account</legend>${choices}</fieldset>
<p><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Cancel</button></p></form></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization error</title></head>
<body><h1>This install link does not work</h1><p>${html(message)}</p></body></html>`;
}
