import { CAROUSEL_PATHS, noPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcastAccount } from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { librarySuite } from '../../test/library-suite.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const card = (over: object = {}) => ({
  bannerText: 'NEW',
  bannerColour: '#E53935',
  imageUrl: 'https://example.com/coffee.jpg',
  header: 'Coffee beans',
  description: 'Roasted this week.',
  actions: [{ label: 'Buy', type: 'uri', value: 'https://shop.example.com/beans' }],
  buttonStyle: 'primary',
  buttonColour: '#06C755',
  ...over,
});
const products = (over: object = {}) => ({
  name: 'Autumn beans',
  cardType: 'products',
  altText: 'Our autumn beans',
  cards: [
    card(),
    card({ header: 'Drip bags', actions: [{ label: 'Ask', type: 'message', value: 'Price?' }] }),
  ],
  closingCard: card({
    bannerText: '',
    header: 'See all',
    actions: [{ label: 'Shop', type: 'uri', value: 'https://shop.example.com' }],
  }),
  ...over,
});

/** A hub with a sandbox LINE account (LINE checks what is saved) and a member working in it. */
async function givenEditor() {
  const given = await givenBroadcastAccount(t);
  const member = await signedInMember(t, { hubId: given.hubId });
  const validations = () =>
    given.control.requests({ channelId: given.channel.channelId, operationId: 'validatePush' });
  return { ...given, ...member, validations };
}

describe('card-based messages', () => {
  it('saves a products carousel after LINE accepted its Flex, reads, edits and deletes it', async () => {
    const h = await givenEditor();
    const saved = await h.call('POST', '/line/carousel', products());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().msg).toBe('Card-based message saved.');
    const { id } = saved.json();
    // LINE was asked about the Flex carousel built from the cards: 2 cards and the closing card.
    const [check] = h.validations();
    type Sent = { messages: { type: string; contents: { contents: unknown[] } }[] };
    const message = (check?.body as Sent | undefined)?.messages[0];
    expect(message?.type).toBe('flex');
    expect(message?.contents.contents).toHaveLength(3);

    const read = await h.call('GET', `/line/carousel/${id}`);
    expect(read.json()).toMatchObject({
      name: 'Autumn beans',
      cardType: 'products',
      cards: [{ header: 'Coffee beans' }, {}],
    });

    const edited = await h.call('PATCH', '/line/carousel', { ...products({ name: 'Winter beans' }), id });
    expect(edited.json().carousel.name).toBe('Winter beans');

    expect((await h.call('DELETE', `/line/carousel/${id}`)).statusCode).toBe(200);
    expect((await h.call('GET', `/line/carousel/${id}`)).statusCode).toBe(404);
  });

  it('refuses a colour not #RRGGBB, more than 2 actions, an invalid URL and more than 12 cards, in the user’s language, saving nothing', async () => {
    const h = await givenEditor();
    const refused = async (body: object, lang: string) => {
      const response = await h.call('POST', `/line/carousel?lang=${lang}`, body);
      expect(response.statusCode).toBe(400);
      return response.json().fields as Record<string, string>;
    };
    expect(await refused(products({ cards: [card({ buttonColour: 'green' })] }), 'en')).toEqual({
      'cards.0.buttonColour': 'Enter a colour as #RRGGBB, such as #06C755.',
    });
    const action = { label: 'Go', type: 'uri', value: 'https://example.com' };
    expect(await refused(products({ cards: [card({ actions: [action, action, action] })] }), 'ja')).toEqual({
      'cards.0.actions': '1枚のカードに設定できるアクションは2つまでです。',
    });
    expect(
      await refused(products({ cards: [card({ actions: [{ ...action, value: 'not a url' }] })] }), 'zh-TW'),
    ).toMatchObject({ 'cards.0.actions.0.value': expect.any(String) });
    expect(await refused(products({ cards: Array.from({ length: 12 }, () => card()) }), 'en')).toEqual({
      cards: 'A carousel can hold at most 12 cards, the closing card included.',
    });
    expect(h.validations()).toEqual([]);
    expect((await h.call('GET', '/line/carousels')).json().total).toBe(0);
  });

  it('checks the JSON type with LINE: refuses a Flex LINE would refuse with LINE’s reason, saves one it accepts', async () => {
    const h = await givenEditor();
    const json = (contents: object) => ({
      name: 'Raw',
      cardType: 'json',
      altText: 'Raw',
      cards: [],
      json: JSON.stringify(contents),
    });
    const notFlex = await h.call('POST', '/line/carousel', { ...json({ type: 'text', text: 'hi' }) });
    expect(notFlex.json().fields).toEqual({ json: expect.stringContaining('bubble') });

    const badBubble = await h.call(
      'POST',
      '/line/carousel?lang=ja',
      json({ type: 'bubble', body: { type: 'box', layout: 'sideways', contents: [] } }),
    );
    expect(badBubble.statusCode).toBe(400);
    expect(badBubble.json()).toMatchObject({
      code: 'carousel.error.lineRefused',
      msg: expect.stringMatching(/^LINE がメッセージを受け付けませんでした：.*layout/),
    });

    const good = json({
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'Hello' }] },
    });
    expect((await h.call('POST', '/line/carousel', good)).statusCode).toBe(200);
    expect(h.validations()).toHaveLength(2);
  });

  it('needs a LINE account for the JSON type only, and the carousels flag; another hub’s carousel is not found', async () => {
    const lone = await signedInMember(t);
    expect((await lone.call('POST', '/line/carousel', products())).statusCode).toBe(200);
    const raw = await lone.call('POST', '/line/carousel', {
      name: 'Raw',
      cardType: 'json',
      altText: 'Raw',
      json: '{"type":"bubble"}',
    });
    expect(raw.json().code).toBe('carousel.error.noAccount');

    const h = await givenEditor();
    const { id } = (await h.call('POST', '/line/carousel', products())).json();
    expect((await lone.call('GET', `/line/carousel/${id}`)).statusCode).toBe(404);
    expect((await lone.call('PATCH', '/line/carousel', { ...products(), id })).statusCode).toBe(404);
    expect((await lone.call('DELETE', `/line/carousel/${id}`)).statusCode).toBe(404);
    expect((await h.call('GET', `/line/carousel/${id}`)).json().name).toBe('Autumn beans');

    const withoutFlag = await signedInMember(t, {
      hubId: h.hubId,
      permissions: { ...noPermissions(), permissionBroadcasts: true },
    });
    expect((await withoutFlag.call('GET', `/line/carousel/${id}`)).statusCode).toBe(403);
  });

  it('files a new carousel in the folder it is made in, which then cannot be deleted', async () => {
    const h = await givenEditor();
    const folder = (await h.call('POST', '/line/carousel/folder', { name: 'Autumn' })).json().folder;
    expect((await h.call('POST', '/line/carousel', products({ folderId: folder.id }))).statusCode).toBe(200);
    const opened = await h.call('GET', `/line/carousels/folder/${folder.id}`);
    expect(opened.json()).toMatchObject({
      folderName: 'Autumn',
      total: 1,
      items: [{ name: 'Autumn beans' }],
    });
    expect((await h.call('DELETE', `/line/carousel/folder/${folder.id}`)).statusCode).toBe(409);
    const elsewhere = await signedInMember(t);
    const otherFolder = (await elsewhere.call('POST', '/line/carousel/folder', { name: 'Theirs' })).json()
      .folder;
    expect((await h.call('POST', '/line/carousel', products({ folderId: otherFolder.id }))).statusCode).toBe(
      404,
    );
  });
});

librarySuite({
  name: 'card-based messages',
  paths: CAROUSEL_PATHS,
  permission: 'permissionCarousels',
  async create(_t, member, name) {
    const response = await member.call('POST', '/line/carousel', products({ name }));
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().id;
  },
});
