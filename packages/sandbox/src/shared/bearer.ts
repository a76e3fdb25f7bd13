/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1; the scheme is
 * case-insensitive), or undefined when the header is missing or has another shape. Both vendors
 * then answer their own 401.
 */
export const bearerToken = (header: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
