import { sql } from 'drizzle-orm';

/**
 * The start of the current calendar month on a hub's clock (an IANA time zone), as a timestamptz:
 * monthly limits (the free plan's chat messages, a plan's included sends) renew on the hub's 1st.
 */
export function monthStartIn(timezone: string) {
  return sql`date_trunc('month', now() at time zone ${timezone}) at time zone ${timezone}`;
}
