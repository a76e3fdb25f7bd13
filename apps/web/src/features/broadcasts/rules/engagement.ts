/** Share of the delivered messages (0..1), or null when the figure or any delivery is missing. */
export function engagementRate(value: number | null, delivered: number): number | null {
  return value === null || delivered <= 0 ? null : value / delivered;
}
