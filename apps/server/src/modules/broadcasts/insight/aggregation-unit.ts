/**
 * The `customAggregationUnits` name of a broadcast's pushes and multicasts, under which LINE
 * counts its opens ("Get statistics per unit"). One name a broadcast, so the runs of a recurring
 * broadcast add up, and a channel uses a name only for a broadcast it sent — LINE assigns at most
 * 1,000 distinct names a month. `^[a-zA-Z0-9_]{1,30}$`: "b_" and 28 hex digits of the broadcast's id.
 */
export const aggregationUnitOf = (broadcastId: string): string =>
  `b_${broadcastId.replaceAll('-', '').slice(0, 28)}`;
