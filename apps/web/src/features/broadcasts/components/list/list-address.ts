import { BROADCAST_TYPES, ROLLING_DAYS } from '@hubline/contract';
import { DEFAULT_CONDITION, type RollingDays, type SearchCondition } from './search-condition';

/** What of the list lives in the address, so a reload, a shared link and Back keep it. */
export interface ListAddress {
  condition: SearchCondition;
  folderId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The list's place from the address's parameters; anything unknown falls back to the default. */
export function listAddressOf(params: URLSearchParams): ListAddress {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const rolling = ROLLING_DAYS.find((days) => String(days) === params.get('rolling'));
  return {
    folderId: params.get('folder') || null,
    condition: {
      dateRange:
        oneOf(['all', 'rolling', 'custom'] as const, params.get('dateRange')) ?? DEFAULT_CONDITION.dateRange,
      rolling: (rolling ?? DEFAULT_CONDITION.rolling) as RollingDays,
      from: day('from'),
      to: day('to'),
      type: oneOf(['all', ...BROADCAST_TYPES] as const, params.get('type')) ?? DEFAULT_CONDITION.type,
      accountId: params.get('account') || null,
      search: params.get('q') ?? '',
    },
  };
}

/** The address's parameters for a place: only what differs from the defaults, so the plain list has none. */
export function listAddressParams({ condition, folderId }: ListAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (folderId) params.set('folder', folderId);
  if (condition.dateRange !== 'all') params.set('dateRange', condition.dateRange);
  if (condition.dateRange === 'rolling') params.set('rolling', String(condition.rolling));
  if (condition.dateRange === 'custom') {
    if (condition.from) params.set('from', condition.from);
    if (condition.to) params.set('to', condition.to);
  }
  if (condition.type !== 'all') params.set('type', condition.type);
  if (condition.accountId) params.set('account', condition.accountId);
  if (condition.search) params.set('q', condition.search);
  return params;
}
