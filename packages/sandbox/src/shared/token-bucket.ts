/**
 * The token bucket both emulators' rate limiters are built from (LINE's per channel and endpoint,
 * HubSpot's per portal). A bucket holds `count` tokens and refills `count` per `perMs`,
 * continuously; `speed` multiplies the refill rate so that tests can live through "an hour" in
 * milliseconds.
 */
export interface Limit {
  count: number;
  perMs: number;
}

export interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Takes one token if there is one. Pure: returns the bucket to keep. */
export function take(
  bucket: Bucket | undefined,
  limit: Limit,
  now: number,
  speed = 1,
): { allowed: boolean; bucket: Bucket } {
  const start = bucket ?? { tokens: limit.count, updatedAt: now };
  const elapsed = Math.max(0, now - start.updatedAt);
  const refilled = Math.min(limit.count, start.tokens + (elapsed * speed * limit.count) / limit.perMs);
  if (refilled < 1) return { allowed: false, bucket: { tokens: refilled, updatedAt: now } };
  return { allowed: true, bucket: { tokens: refilled - 1, updatedAt: now } };
}
