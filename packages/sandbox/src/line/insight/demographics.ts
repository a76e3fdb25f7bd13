import type { User } from '../state/types.ts';

/**
 * Friend demographics as the insight API reports them: percentage tiles per gender, age band,
 * area, app type and friendship length. https://developers.line.biz/en/reference/messaging-api/#get-demographic
 */
export interface Tile {
  key: string;
  percentage: number;
}

/** Pure: shares of each key, to one decimal, largest first. */
export function tiles(keys: string[]): Tile[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.entries()]
    .map(([key, n]) => ({ key, percentage: Math.round((n / keys.length) * 1000) / 10 }))
    .sort((a, b) => b.percentage - a.percentage || a.key.localeCompare(b.key));
}

const AGE_BANDS: Array<[number, string]> = [
  [15, 'from0to14'],
  [20, 'from15to19'],
  [25, 'from20to24'],
  [30, 'from25to29'],
  [35, 'from30to34'],
  [40, 'from35to39'],
  [45, 'from40to44'],
  [50, 'from45to49'],
  [55, 'from50to54'],
  [60, 'from55to59'],
  [65, 'from60to64'],
  [70, 'from65to69'],
];

export function ageBand(age: number | undefined): string {
  if (age === undefined) return 'unknown';
  return AGE_BANDS.find(([below]) => age < below)?.[1] ?? 'from70';
}

const PERIODS: Array<[number, string]> = [
  [7, 'within7days'],
  [30, 'within30days'],
  [90, 'within90days'],
  [180, 'within180days'],
  [365, 'within365days'],
];

export function periodBand(days: number): string {
  return PERIODS.find(([within]) => days < within)?.[1] ?? 'over365days';
}

/** Japanese prefecture names for `jp_01`…`jp_47` (the insight API reports area names). */
const JP_AREAS = [
  '北海道',
  '青森',
  '岩手',
  '宮城',
  '秋田',
  '山形',
  '福島',
  '茨城',
  '栃木',
  '群馬',
  '埼玉',
  '千葉',
  '東京',
  '神奈川',
  '新潟',
  '富山',
  '石川',
  '福井',
  '山梨',
  '長野',
  '岐阜',
  '静岡',
  '愛知',
  '三重',
  '滋賀',
  '京都',
  '大阪',
  '兵庫',
  '奈良',
  '和歌山',
  '鳥取',
  '島根',
  '岡山',
  '広島',
  '山口',
  '徳島',
  '香川',
  '愛媛',
  '高知',
  '福岡',
  '佐賀',
  '長崎',
  '熊本',
  '大分',
  '宮崎',
  '鹿児島',
  '沖縄',
];

export function areaName(area: string | undefined): string {
  if (!area) return 'unknown';
  const match = /^jp_(\d{2})$/.exec(area);
  return match ? (JP_AREAS[Number(match[1]) - 1] ?? area) : area;
}

const DAY_MS = 86_400_000;

export function demographics(friends: Array<{ user: User; since: number }>, now: number) {
  const of = <K extends string>(name: K, keys: string[]) =>
    tiles(keys).map((t) => ({ [name]: t.key, percentage: t.percentage }));
  return {
    // LINE only reports demographics of accounts with 20 friends or more.
    available: friends.length >= 20,
    genders: of(
      'gender',
      friends.map((f) => f.user.gender ?? 'unknown'),
    ),
    ages: of(
      'age',
      friends.map((f) => ageBand(f.user.age)),
    ),
    areas: of(
      'area',
      friends.map((f) => areaName(f.user.area)),
    ),
    appTypes: of(
      'appType',
      friends.map((f) => f.user.appType ?? 'others'),
    ),
    subscriptionPeriods: of(
      'subscriptionPeriod',
      friends.map((f) => periodBand(Math.floor((now - f.since) / DAY_MS))),
    ),
  };
}
