import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { jstMonth } from '../time.ts';

/**
 * `customAggregationUnits` of a push or multicast: at most one name of `^[a-zA-Z0-9_]{1,30}$`,
 * and at most 1,000 distinct names a channel a month — past that LINE accepts the message but
 * silently assigns no unit (LINE-FACTS §3, MulticastRequest).
 */
const UNIT = /^[a-zA-Z0-9_]{1,30}$/;
export const UNITS_PER_MONTH = 1000;

export function unitOf(
  ctx: SandboxContext,
  channelId: string,
  units: string[] | undefined,
): string | undefined {
  if (!units || units.length === 0) return undefined;
  const [unit = ''] = units;
  if (units.length > 1 || !UNIT.test(unit)) throw lineErrors.invalidParameter('customAggregationUnits');
  const key = `${channelId}|${jstMonth(ctx.clock.now())}`;
  const byMonth = ctx.store.state.aggregationUnits ?? {};
  const used = byMonth[key] ?? [];
  if (used.includes(unit)) return unit;
  if (used.length >= UNITS_PER_MONTH) return undefined;
  ctx.store.state.aggregationUnits = { ...byMonth, [key]: [...used, unit] };
  ctx.store.changed();
  return unit;
}
