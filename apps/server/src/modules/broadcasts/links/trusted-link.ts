/**
 * Whether a short link may send the reader straight on: its target is http(s) and its host is one
 * of the hub's trusted link domains or a subdomain of one. Anything else gets the interstitial.
 */
export function isTrustedLink(url: string, trustedDomains: readonly string[]): boolean {
  const target = URL.parse(url);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:')) return false;
  const host = target.hostname;
  return trustedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
