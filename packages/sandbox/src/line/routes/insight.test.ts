import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';
import { ageBand, areaName, periodBand, tiles } from '../insight/demographics.ts';

describe('demographic tiles', () => {
  it('shares to one decimal, largest first', () => {
    expect(tiles(['a', 'b', 'a'])).toEqual([
      { key: 'a', percentage: 66.7 },
      { key: 'b', percentage: 33.3 },
    ]);
  });

  it.each([
    [undefined, 'unknown'],
    [14, 'from0to14'],
    [15, 'from15to19'],
    [49, 'from45to49'],
    [69, 'from65to69'],
    [70, 'from70'],
  ])('age %s → %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });

  it('periods and areas', () => {
    expect([0, 6, 7, 364, 365].map(periodBand)).toEqual([
      'within7days',
      'within7days',
      'within30days',
      'within365days',
      'over365days',
    ]);
    expect([areaName('jp_13'), areaName('jp_01'), areaName('tw_01'), areaName(undefined)]).toEqual([
      '東京',
      '北海道',
      'tw_01',
      'unknown',
    ]);
  });
});

describe('insight through the API', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startTestSandbox();
  });
  afterEach(() => sb.close());

  it('reports demographics from 20 friends on', async () => {
    for (let i = 0; i < 20; i++) {
      const id = sb.control.createUser({ gender: i < 15 ? 'female' : 'male', appType: 'ios' }).userId;
      await sb.control.follow(sb.channel.channelId, id);
      if (i === 18) await expect(sb.insight.getFriendsDemographics()).resolves.toEqual({ available: false });
    }
    const result = await sb.insight.getFriendsDemographics();
    expect(result.available).toBe(true);
    expect(result.genders).toEqual([
      { gender: 'female', percentage: 75 },
      { gender: 'male', percentage: 25 },
    ]);
    expect(result.appTypes).toEqual([{ appType: 'ios', percentage: 100 }]);
  });

  it('counts followers, blocks and deliveries per day, and per-message deliveries', async () => {
    const a = sb.control.createUser().userId;
    const b = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, a);
    await sb.control.follow(sb.channel.channelId, b);
    await sb.control.block(sb.channel.channelId, b);
    const sent = await sb.client.broadcastWithHttpInfo({ messages: [text('x'), text('y')] });
    await expect(sb.insight.getNumberOfFollowers('20261102')).resolves.toEqual({ status: 'unready' });
    await sb.clock.advance(86_400_000);
    await expect(sb.insight.getNumberOfFollowers('20261102')).resolves.toEqual({
      status: 'ready',
      followers: 2,
      targetedReaches: 1,
      blocks: 1,
    });
    await expect(sb.insight.getNumberOfFollowers('20161031')).resolves.toEqual({ status: 'out_of_service' });
    await expect(sb.insight.getNumberOfMessageDeliveries('20261102')).resolves.toMatchObject({
      status: 'ready',
      apiBroadcast: 1,
    });
    const requestId = sent.httpResponse.headers.get('x-line-request-id') ?? '';
    const event = await sb.insight.getMessageEvent(requestId);
    expect(event.overview).toMatchObject({ requestId, delivered: 1, uniqueImpression: null });
    expect(event.messages).toHaveLength(2);
    expect((await lineError(sb.insight.getMessageEvent('nope'))).status).toBe(404);
  });
});
