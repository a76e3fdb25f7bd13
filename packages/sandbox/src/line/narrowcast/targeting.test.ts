import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../json.ts';
import type { User } from '../state/types.ts';
import { decideSending } from './jobs.ts';
import { type Friend, matchesDemographic, narrowcastTargets, references } from './targeting.ts';

const DAY = 86_400_000;
const NOW = 1000 * DAY;
const friend = (id: string, attrs: Partial<User>, days = 100): Friend => ({
  user: { userId: id, displayName: id, createdAt: 0, ...attrs },
  since: NOW - days * DAY,
});

const aiko = friend('Uaiko', { gender: 'female', age: 24, appType: 'ios', area: 'jp_13' }, 3);
const ben = friend('Uben', { gender: 'male', age: 41, appType: 'android', area: 'jp_27' }, 400);
const chie = friend('Uchie', { gender: 'female', age: 67, appType: 'android', area: 'tw_01' }, 40);
const dan = friend('Udan', {}, 10);
const all = [aiko, ben, chie, dan];

describe('matchesDemographic', () => {
  it.each<[string, JsonObject, string[]]>([
    ['gender', { type: 'gender', oneOf: ['female'] }, ['Uaiko', 'Uchie']],
    ['age range', { type: 'age', gte: 'age_20', lt: 'age_45' }, ['Uaiko', 'Uben']],
    ['age from', { type: 'age', gte: 'age_65' }, ['Uchie']],
    ['age until', { type: 'age', lt: 'age_25' }, ['Uaiko']],
    ['app type', { type: 'appType', oneOf: ['android'] }, ['Uben', 'Uchie']],
    ['area', { type: 'area', oneOf: ['jp_13', 'jp_27'] }, ['Uaiko', 'Uben']],
    ['friends for a week or more', { type: 'subscriptionPeriod', gte: 'day_7' }, ['Uben', 'Uchie', 'Udan']],
    ['friends for less than 30 days', { type: 'subscriptionPeriod', lt: 'day_30' }, ['Uaiko', 'Udan']],
    [
      'and',
      {
        type: 'operator',
        and: [
          { type: 'gender', oneOf: ['female'] },
          { type: 'appType', oneOf: ['android'] },
        ],
      },
      ['Uchie'],
    ],
    [
      'or',
      {
        type: 'operator',
        or: [
          { type: 'area', oneOf: ['tw_01'] },
          { type: 'age', lt: 'age_25' },
        ],
      },
      ['Uaiko', 'Uchie'],
    ],
    ['not', { type: 'operator', not: { type: 'gender', oneOf: ['female'] } }, ['Uben', 'Udan']],
  ])('%s', (_name, filter, expected) => {
    expect(all.filter((f) => matchesDemographic(filter, f, NOW)).map((f) => f.user.userId)).toEqual(expected);
  });
});

describe('narrowcastTargets', () => {
  const lookups = {
    audience: (id: number) =>
      id === 1 ? ['Uaiko', 'Uben', 'Ustranger'] : id === 2 ? ['Uben', 'Uchie'] : undefined,
    redelivery: (requestId: string) => (requestId === 'r1' ? ['Udan'] : undefined),
  };

  it.each<[string, JsonObject | undefined, JsonObject | undefined, string[]]>([
    ['everyone', undefined, undefined, ['Uaiko', 'Uben', 'Uchie', 'Udan']],
    ['an audience (friends only)', { type: 'audience', audienceGroupId: 1 }, undefined, ['Uaiko', 'Uben']],
    ['redelivery', { type: 'redelivery', requestId: 'r1' }, undefined, ['Udan']],
    [
      'audience and audience',
      {
        type: 'operator',
        and: [
          { type: 'audience', audienceGroupId: 1 },
          { type: 'audience', audienceGroupId: 2 },
        ],
      },
      undefined,
      ['Uben'],
    ],
    [
      'audience or redelivery',
      {
        type: 'operator',
        or: [
          { type: 'audience', audienceGroupId: 2 },
          { type: 'redelivery', requestId: 'r1' },
        ],
      },
      undefined,
      ['Uben', 'Uchie', 'Udan'],
    ],
    [
      'not an audience',
      { type: 'operator', not: { type: 'audience', audienceGroupId: 1 } },
      undefined,
      ['Uchie', 'Udan'],
    ],
    [
      'audience with a filter',
      { type: 'audience', audienceGroupId: 1 },
      { type: 'gender', oneOf: ['male'] },
      ['Uben'],
    ],
  ])('%s', (_name, recipient, demographic, expected) => {
    expect(narrowcastTargets(all, { recipient, demographic }, lookups, NOW)).toEqual(expected);
  });

  it('lists referenced audiences and requests', () => {
    expect(
      references({
        type: 'operator',
        and: [
          { type: 'audience', audienceGroupId: 5 },
          { type: 'operator', not: { type: 'redelivery', requestId: 'x' } },
        ],
      }),
    ).toEqual({ audiences: [5], requests: ['x'] });
  });
});

describe('decideSending', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `U${i}`);
  const some = { demographic: false, remaining: 5, upToRemainingQuota: true };
  it.each<[string, number, Parameters<typeof decideSending>[1], number | null, number | null]>([
    // [case, targets, options, recipients sent, errorCode]
    ['plenty of quota', 60, { demographic: true, remaining: 100 }, 60, null],
    ['too few with a filter', 49, { demographic: true, remaining: 100 }, null, 2],
    ['few without a filter', 3, { demographic: false, remaining: 100 }, 3, null],
    [
      'a click audience under 50',
      80,
      { demographic: false, restrictedAudiences: [80, 49], remaining: 100 },
      null,
      4,
    ],
    [
      'too few of 50-user audiences',
      49,
      { demographic: false, restrictedAudiences: [50], remaining: 100 },
      null,
      2,
    ],
    ['both minimums missed', 10, { demographic: true, restrictedAudiences: [10], remaining: 100 }, null, 4],
    [
      'big enough audiences',
      50,
      { demographic: false, restrictedAudiences: [50, 70], remaining: 100 },
      50,
      null,
    ],
    ['over quota', 10, { demographic: false, remaining: 5 }, null, 1],
    ['up to remaining quota', 10, some, 5, null],
    ['partial delivery forbidden', 10, { ...some, forbidPartialDelivery: true }, null, 5],
  ])('%s', (_name, n, options, sent, errorCode) => {
    const decision = decideSending(ids(n), options);
    if (sent !== null) expect(decision).toEqual({ kind: 'send', recipients: ids(sent) });
    else expect(decision).toMatchObject({ kind: 'fail', errorCode });
  });
});
