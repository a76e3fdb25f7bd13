/**
 * HubSpot's HUBSPOT_DEFINED association type IDs between the served object types, from
 * @hubspot/api-client's `src/enums/AssociationTypes.ts` (B8). Each row is one direction with the
 * type ID of the other direction. `label` is what `GET .../labels` answers (null = unlabeled);
 * `primary` rows are the "Primary" company/ticket links, which HubSpot adds on top of the default.
 */
export interface DefinedType {
  typeId: number;
  from: string;
  to: string;
  inverse: number;
  label: string | null;
  /** The unlabeled type HubSpot uses for default associations of this pair. */
  isDefault: boolean;
  v3Name?: string;
}

const C = '0-1';
const CO = '0-2';
const D = '0-3';
const T = '0-5';
const N = '0-46';
const TA = '0-27';

/** [a→b, b→a, a, b, label a→b, label b→a, default?] */
type Pair = [number, number, string, string, string | null, string | null, boolean];

const PAIRS: Pair[] = [
  [279, 280, C, CO, null, null, true],
  [1, 2, C, CO, 'Primary', 'Primary', false],
  [3, 4, D, C, null, null, true],
  [341, 342, D, CO, null, null, true],
  [5, 6, D, CO, 'Primary', 'Primary', false],
  [16, 15, T, C, null, null, true],
  [339, 340, T, CO, null, null, true],
  [26, 25, T, CO, 'Primary', 'Primary', false],
  [27, 28, D, T, null, null, true],
  [202, 201, N, C, null, null, true],
  [190, 189, N, CO, null, null, true],
  [214, 213, N, D, null, null, true],
  [228, 227, N, T, null, null, true],
  [204, 203, TA, C, null, null, true],
  [192, 191, TA, CO, null, null, true],
  [216, 215, TA, D, null, null, true],
  [230, 229, TA, T, null, null, true],
  [13, 14, CO, CO, 'Parent Company', 'Child Company', false],
];

/** Same-type pairs whose one unlabeled type serves both directions. */
const SELF: Array<[number, string]> = [
  [449, C],
  [450, CO],
  [451, D],
  [452, T],
];

export const DEFINED_TYPES: readonly DefinedType[] = [
  ...PAIRS.flatMap(([ab, ba, a, b, labelAb, labelBa, isDefault]): DefinedType[] => [
    { typeId: ab, from: a, to: b, inverse: ba, label: labelAb, isDefault },
    { typeId: ba, from: b, to: a, inverse: ab, label: labelBa, isDefault },
  ]),
  ...SELF.map(
    ([id, t]): DefinedType => ({ typeId: id, from: t, to: t, inverse: id, label: null, isDefault: true }),
  ),
];

export const definedType = (typeId: number): DefinedType | undefined =>
  DEFINED_TYPES.find((t) => t.typeId === typeId);

export const definedTypesBetween = (from: string, to: string): DefinedType[] =>
  DEFINED_TYPES.filter((t) => t.from === from && t.to === to);

export const defaultTypeBetween = (from: string, to: string): DefinedType | undefined =>
  DEFINED_TYPES.find((t) => t.from === from && t.to === to && t.isDefault);
