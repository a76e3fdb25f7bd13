import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Why a request's signature was refused, as S3 names it. */
export type SignatureRefusal = 'AccessDenied' | 'InvalidAccessKeyId' | 'SignatureDoesNotMatch';

export interface SignedRequest {
  method: string;
  /** The path and query as sent (already percent-encoded by the client). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const UNSIGNED = 'UNSIGNED-PAYLOAD';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding, as SigV4 wants query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search: string): string {
  return [...new URLSearchParams(search)]
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

/**
 * Checks a request signed with AWS Signature Version 4 in its Authorization header
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the canonical
 * request is rebuilt from what arrived and signed with the secret of the named access key. A
 * payload hash other than UNSIGNED-PAYLOAD must match the body.
 */
export function checkSignature(
  request: SignedRequest,
  secrets: ReadonlyMap<string, string>,
): SignatureRefusal | undefined {
  const match = AUTHORIZATION.exec(headerValue(request.headers.authorization));
  const amzDate = headerValue(request.headers['x-amz-date']);
  const payloadHash = headerValue(request.headers['x-amz-content-sha256']);
  if (!match || !amzDate || !payloadHash) return 'AccessDenied';
  const [, accessKey = '', date = '', region = '', signedHeaders = '', signature = ''] = match;
  const secret = secrets.get(accessKey);
  if (secret === undefined) return 'InvalidAccessKeyId';
  if (payloadHash !== UNSIGNED && payloadHash !== sha256(request.body)) return 'SignatureDoesNotMatch';
  const url = new URL(request.url, 'http://s3.invalid');
  const names = signedHeaders.split(';');
  const canonical = [
    request.method,
    url.pathname,
    canonicalQuery(url.search),
    ...names.map((name) => `${name}:${headerValue(request.headers[name])}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? undefined : 'SignatureDoesNotMatch';
}
