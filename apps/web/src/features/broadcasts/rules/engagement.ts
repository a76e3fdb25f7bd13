/**
 * Share of the delivered messages (0..1), or null when the figure or any delivery is missing —
 * or when the figure passes the delivered: clicks on a multicast's shared links count every click,
 * not people, and a share above 100% would say nothing true.
 */
export function engagementRate(value: number | null, delivered: number): number | null {
  return value === null || delivered <= 0 || value > delivered ? null : value / delivered;
}
