import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ControlError } from '../../control/errors.ts';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';
import { shown, urlsOf } from '../insight/interactions.ts';

describe('interaction figures', () => {
  it('hides figures below 20, and figures whose users are below 20', () => {
    expect([shown(19), shown(20), shown(30, 19), shown(30, 20)]).toEqual([null, 20, null, 30]);
  });

  it('finds the links a user can open: text URLs and URI actions, not image sources', () => {
    expect(
      urlsOf({
        type: 'imagemap',
        baseUrl: 'https://img.example/base',
        actions: [{ type: 'uri', linkUri: 'https://a.example/x' }],
        contents: {
          type: 'button',
          action: { type: 'uri', uri: 'https://b.example', altUri: { desktop: 'https://c.example' } },
        },
      }),
    ).toEqual(['https://a.example/x', 'https://b.example', 'https://c.example']);
    expect(urlsOf(text('see https://a.example/p?q=1 and http://b.example'))).toEqual([
      'https://a.example/p?q=1',
      'http://b.example',
    ]);
  });
});

describe('insight statistics of opens and clicks', () => {
  let sb: TestSandbox;
  const URL = 'https://shop.example/sale';
  beforeEach(async () => {
    sb = await startTestSandbox();
  });
  afterEach(() => sb.close());

  async function friends(n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, id);
      ids.push(id);
    }
    return ids;
  }
  const open = (id: string) => sb.control.openChat(sb.channel.channelId, id);
  const click = (id: string) => {
    const [message] = sb.control.inbox(sb.channel.channelId, id);
    return sb.control.click(sb.channel.channelId, id, { messageId: message?.id ?? '', url: URL });
  };

  it('reports a unit’s opens and clicks from 20 users on, per bubble and per URL', async () => {
    const users = await friends(21);
    await sb.client.multicast({
      to: users,
      messages: [text(`Sale: ${URL}`), text('bye')],
      customAggregationUnits: ['hl_spring'],
    });
    const stats = () => sb.insight.getStatisticsPerUnit('hl_spring', '20261101', '20261130');
    for (const id of users.slice(0, 19)) {
      open(id);
      click(id);
    }
    const hidden = await stats();
    expect(hidden.overview).toMatchObject({ uniqueImpression: null, uniqueClick: null });
    expect(hidden.clicks).toEqual([
      { seq: 1, url: URL, click: null, uniqueClick: null, uniqueClickOfRequest: null },
    ]);

    click(users[19] ?? '');
    click(users[19] ?? '');
    open(users[20] ?? '');
    const figures = await stats();
    expect(figures.overview).toMatchObject({ uniqueImpression: 21, uniqueClick: 20 });
    expect(figures.messages.map((m) => [m.seq, m.impression, m.uniqueImpression])).toEqual([
      [1, 21, 21],
      // The 20th user only tapped the link: the bubble with it was displayed, the second not.
      [2, 20, 20],
    ]);
    expect(figures.clicks).toEqual([
      { seq: 1, url: URL, click: 21, uniqueClick: 20, uniqueClickOfRequest: 20 },
    ]);
    // Another unit, or a period before the send, saw nothing.
    await expect(sb.insight.getStatisticsPerUnit('hl_other', '20261101', '20261130')).resolves.toMatchObject({
      overview: { uniqueImpression: null },
      messages: [],
      clicks: [],
    });
  });

  it('reports a broadcast’s opens by request ID', async () => {
    const users = await friends(20);
    const sent = await sb.client.broadcastWithHttpInfo({ messages: [text(URL)] });
    const requestId = sent.httpResponse.headers.get('x-line-request-id') ?? '';
    for (const id of users) open(id);
    const event = await sb.insight.getMessageEvent(requestId);
    expect(event.overview).toMatchObject({
      requestId,
      delivered: 20,
      uniqueImpression: 20,
      uniqueClick: null,
    });
  });

  it('refuses bad units and periods, and clicks on what the user did not receive', async () => {
    const [user = ''] = await friends(1);
    const push = (units: string[]) =>
      lineError(sb.client.pushMessage({ to: user, messages: [text(URL)], customAggregationUnits: units }));
    expect((await push(['has-dash'])).status).toBe(400);
    expect((await push(['a', 'b'])).status).toBe(400);
    expect(
      (await lineError(sb.insight.getStatisticsPerUnit('hl_spring', '20261101', '20261202'))).status,
    ).toBe(400);
    expect(
      (await lineError(sb.insight.getStatisticsPerUnit('hl_spring', '20261102', '20261101'))).status,
    ).toBe(400);
    await sb.client.pushMessage({ to: user, messages: [text(URL)] });
    expect(() =>
      sb.control.click(sb.channel.channelId, user, {
        messageId: sb.control.inbox(sb.channel.channelId, user)[0]?.id ?? '',
        url: 'https://elsewhere.example',
      }),
    ).toThrow(ControlError);
    expect(() => sb.control.click(sb.channel.channelId, user, { messageId: '1', url: URL })).toThrow(
      ControlError,
    );
  });
});
