import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress } from './blocked-addresses.ts';

/** Why a request to a user-supplied URL was not made, or did not succeed. */
export type OutboundFailure = 'notHttps' | 'blockedAddress' | 'redirect' | 'unreachable';

export class OutboundError extends Error {
  constructor(readonly failure: OutboundFailure) {
    super(`outbound request refused: ${failure}`);
  }
}

export interface OutboundPolicy {
  /**
   * Origins the operator configured (OUTBOUND_TRUSTED_ORIGINS, the sandboxes): reachable over http
   * and at private addresses. Redirects and the timeout still apply.
   */
  trustedOrigins: readonly string[];
  timeoutMs?: number;
}

const BLOCKED = 'EHUBLINE_BLOCKED_ADDRESS';

/**
 * Resolves the host and refuses it when any address it resolves to is not public. The socket then
 * connects to the very address checked here, so a second DNS answer (rebinding) cannot swap it.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const first = list[0];
    if (!first || list.some(({ address }) => isBlockedAddress(address)))
      return callback(
        Object.assign(new Error(`${hostname} is not a public address`), { code: BLOCKED }),
        '',
        0,
      );
    if (options.all) return (callback as (e: null, all: dns.LookupAddress[]) => void)(null, list);
    callback(null, first.address, first.family);
  });
};

/** What a request through the guard answered: its status and headers (the body is not read). */
export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/**
 * The one way to reach a URL a user typed (Slack webhooks, rich-video checks; later chatflow
 * webhooks): https only, never to this machine or the networks behind it, no redirects (a 3xx is
 * a failure, so an allowed host cannot bounce us inward), a short timeout.
 */
function outboundRequest(
  target: string,
  method: 'POST' | 'HEAD',
  body: string | undefined,
  headers: Record<string, string | number>,
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  const url = new URL(target);
  const trusted = policy.trustedOrigins.includes(url.origin);
  if (!trusted && url.protocol !== 'https:') return Promise.reject(new OutboundError('notHttps'));
  // An address literal skips the lookup, so it is checked here (`[::1]` comes without brackets).
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(literal) && isBlockedAddress(literal))
    return Promise.reject(new OutboundError('blockedAddress'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        headers,
        lookup: trusted ? undefined : publicOnlyLookup,
        signal: AbortSignal.timeout(policy.timeoutMs ?? 5000),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) reject(new OutboundError('redirect'));
        else resolve({ status, headers: response.headers });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new OutboundError(error.code === BLOCKED ? 'blockedAddress' : 'unreachable')),
    );
    request.end(body);
  });
}

/** POSTs `body` to a user's URL through the guard; answers the status. */
export async function outboundPost(
  target: string,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<number> {
  const answer = await outboundRequest(
    target,
    'POST',
    body,
    { ...headers, 'content-length': Buffer.byteLength(body) },
    policy,
  );
  return answer.status;
}

/** A HEAD request to a user's URL through the guard (e.g. a video's type and size before it is used). */
export function outboundHead(target: string, policy: OutboundPolicy): Promise<OutboundAnswer> {
  return outboundRequest(target, 'HEAD', undefined, {}, policy);
}
