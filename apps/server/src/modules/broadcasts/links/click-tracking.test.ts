import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineMessage, LineSubstitution } from '../../../core/line/line-types.ts';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  runsOf,
  seededUserId,
  untilSendingEnds,
} from '../../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { updateHub } from '../../hubs/hubs.repository.ts';
import { broadcastBatches, broadcastRuns } from '../delivery/delivery.schema.ts';
import { sendBroadcastJob } from '../delivery/send-broadcast.job.ts';
import { startBroadcast } from '../delivery/start-broadcast.ts';
import { broadcastLinks } from './broadcast-links.schema.ts';
import { linkCode, rewriteLinks } from './rewrite-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://hub.example' }, { line: true });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;
const SHORT = /https:\/\/hub\.example\/r\/([0-9A-Za-z]{10})/g;
const SALE = 'https://shop.example/sale?c=spring';

const flex = {
  type: 'flex' as const,
  altText: 'Menu',
  contents: {
    type: 'bubble',
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [
        { type: 'button', action: { type: 'uri', label: 'Shop', uri: 'https://shop.example/menu' } },
        { type: 'button', action: { type: 'uri', label: 'Call', uri: 'tel:0312345678' } },
      ],
    },
  },
};
const imagemap = {
  type: 'imagemap',
  baseUrl: 'https://cdn.example/map',
  altText: 'Map',
  baseSize: { width: 1040, height: 1040 },
  actions: [
    { type: 'uri', linkUri: 'https://shop.example/map', area: { x: 0, y: 0, width: 1040, height: 1040 } },
  ],
};

const sent = (broadcastId: string) => untilSendingEnds(t, broadcastId);
/** The shop's links redirect straight away once the hub trusts its domain. */
const trustShop = (hubId: string) => updateHub(t.deps.db, hubId, { trustedLinkDomains: ['shop.example'] });
const inbox = (given: Account, userId: string) =>
  given.control.inbox(given.channel.channelId, userId).map((entry) => entry.message);
const open = (code: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/r/${code}`, headers });

describe('rewriting links (pure)', () => {
  it('keeps trailing punctuation, LINE emoji texts and non-web URIs as written', () => {
    const run = { runId: 'run', publicUrl: 'https://hub.example' };
    const { messages, links } = rewriteLinks(
      [
        { type: 'text', text: `Sale (${SALE}). 詳しくは${SALE}へ` },
        { type: 'text', text: `$ ${SALE}`, emojis: [{ index: 0, productId: 'p', emojiId: '001' }] },
      ],
      run,
    );
    const code = linkCode('run', SALE);
    expect(messages[0]).toEqual({
      type: 'text',
      text: `Sale (https://hub.example/r/${code}). 詳しくはhttps://hub.example/r/${code}へ`,
    });
    expect(messages[1]).toMatchObject({ text: `$ ${SALE}` });
    expect(links).toEqual([{ code, url: SALE, lineUserId: '' }]);
    // A recipient's own link differs from the shared one.
    expect(linkCode('run', SALE, 'U1')).not.toBe(code);
  });

  it("rewrites a text v2's URLs, its emojis and mentions placed by key, and an image map video's external link", () => {
    const run = { runId: 'run', publicUrl: 'https://hub.example' };
    const short = `https://hub.example/r/${linkCode('run', SALE)}`;
    const substitution: Record<string, LineSubstitution> = {
      smile: { type: 'emoji', productId: '5ac1bfd5040ab15980c9b435', emojiId: '002' },
      everyone: { type: 'mention', mentionee: { type: 'all' } },
    };
    const { messages, links } = rewriteLinks(
      [
        { type: 'textV2', text: `{everyone} Sale: ${SALE}{smile}`, substitution },
        {
          ...imagemap,
          video: {
            originalContentUrl: 'https://cdn.example/clip.mp4',
            previewImageUrl: 'https://cdn.example/clip.jpg',
            area: { x: 0, y: 0, width: 1040, height: 585 },
            externalLink: { linkUri: 'https://shop.example/video', label: 'See more' },
          },
        } as LineMessage,
      ],
      run,
    );
    expect(messages[0]).toEqual({ type: 'textV2', text: `{everyone} Sale: ${short}{smile}`, substitution });
    const videoLink = `https://hub.example/r/${linkCode('run', 'https://shop.example/video')}`;
    expect(messages[1]).toMatchObject({
      video: {
        originalContentUrl: 'https://cdn.example/clip.mp4',
        externalLink: { linkUri: videoLink, label: 'See more' },
      },
    });
    expect(links.map((link) => link.url).sort()).toEqual([
      'https://shop.example/map',
      SALE,
      'https://shop.example/video',
    ]);
  });
});

describe('click tracking through short links', () => {
  it('sends short links in every kind of message, the same bytes when a batch is retried, and counts clicks', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'links', 3);
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      messages: [
        { type: 'text', text: `Spring sale: ${SALE}` },
        flex,
        { type: 'json', json: JSON.stringify(imagemap) },
      ],
    });
    expect(await startBroadcast(t.deps, given.hubId, broadcast.id)).toEqual({ started: true });
    expect(await sent(broadcast.id)).toMatchObject({ status: 'sent' });

    const [text, menu, map] = inbox(given, seededUserId('links', 0)) as Array<Record<string, never>>;
    const [saleCode = ''] = [...String(text?.text).matchAll(SHORT)].map((m) => m[1]);
    expect(text?.text).toBe(`Spring sale: https://hub.example/r/${saleCode}`);
    const menuJson = JSON.stringify(menu);
    expect(menuJson).toMatch(SHORT);
    expect(menuJson).toContain('tel:0312345678');
    expect(menuJson).not.toContain('shop.example');
    expect(JSON.stringify(map)).toMatch(SHORT);
    expect(JSON.stringify(map)).toContain('https://cdn.example/map');
    // Every friend of a multicast got the same links.
    expect(inbox(given, seededUserId('links', 2))).toEqual(inbox(given, seededUserId('links', 0)));

    // A batch sent again (its worker's answer lost) goes with the same retry key and the same bytes.
    const [run] = await runsOf(t.deps, broadcast.id);
    if (!run) throw new Error('no run');
    await t.deps.db
      .update(broadcastBatches)
      .set({ status: 'pending', leaseUntil: null })
      .where(eq(broadcastBatches.runId, run.id));
    await t.deps.db.update(broadcastRuns).set({ status: 'sending' }).where(eq(broadcastRuns.id, run.id));
    await sendBroadcastJob(t.deps).handle({ runId: run.id });
    const multicasts = given.control.requests({
      channelId: given.channel.channelId,
      operationId: 'multicast',
    });
    expect(multicasts).toHaveLength(2);
    expect(multicasts[1]?.status).toBe(409);
    expect(multicasts[1]?.body).toEqual(multicasts[0]?.body);
    expect(multicasts[0]?.body).toMatchObject({
      customAggregationUnits: [expect.stringMatching(/^b_[0-9a-f]{28}$/)],
    });

    // A click is counted; a host the hub does not trust gets "this link leads to" first, in the
    // reader's language, with the address escaped.
    const first = await open(saleCode, { 'accept-language': 'ja,en;q=0.5' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers.location).toBeUndefined();
    expect(first.body).toContain('<title>このリンクは shop.example に移動します</title>');
    expect(first.body).toContain('<a href="https://shop.example/sale?c=spring" rel="noopener noreferrer"');
    expect(first.body).toContain('shop.example に進む</a>');
    // Once the administrator trusts the domain, the same link redirects at once.
    const member = await signedInMember(t, { hubId: given.hubId });
    expect(
      (await member.call('PATCH', '/accounts/update', { trustedLinkDomains: ['Shop.Example'] })).statusCode,
    ).toBe(200);
    const second = await open(saleCode);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe(SALE);
    const read = await member.call('GET', `/line/broadcast-setting/${broadcast.id}`);
    expect(read.json().stats).toMatchObject({ sent: 3, clicked: 2 });
    const listed = await member.call('GET', '/line/broadcast-settings/sent');
    expect(listed.json().items.find((b: { id: string }) => b.id === broadcast.id)?.stats).toMatchObject({
      clicked: 2,
    });

    // Another hub sees nothing of it; a code never issued is a 404 page in the reader's language.
    const stranger = await signedInMember(t);
    expect((await stranger.call('GET', `/line/broadcast-setting/${broadcast.id}`)).statusCode).toBe(404);
    const unknown = await open('nope123456', { 'accept-language': 'ja' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('このリンクは存在しません');
  });

  it('gives each recipient of a personalised send their own link, so clicks count recipients', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'mine', 2);
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      messages: [{ type: 'text', text: `Hi {{ firstname }}, your coupon: ${SALE}` }],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await sent(broadcast.id)).toMatchObject({ status: 'sent' });
    const codeOf = (i: number) =>
      [
        ...String((inbox(given, seededUserId('mine', i))[0] as { text?: string }).text).matchAll(SHORT),
      ][0]?.[1] ?? '';
    expect(codeOf(0)).not.toBe(codeOf(1));
    await trustShop(given.hubId);
    // One recipient clicking three times is one recipient who clicked.
    for (let i = 0; i < 3; i++) expect((await open(codeOf(0))).headers.location).toBe(SALE);
    const member = await signedInMember(t, { hubId: given.hubId });
    expect((await member.call('GET', `/line/broadcast-setting/${broadcast.id}`)).json().stats).toMatchObject({
      clicked: 1,
    });
    // The Recipients tab names who clicked.
    const recipients = (await member.call('GET', `/line/recipients/${broadcast.id}/all`)).json().items;
    const clickedAt = (i: number) =>
      recipients.find((r: { lineUserId: string }) => r.lineUserId === seededUserId('mine', i))?.clickedAt;
    expect(clickedAt(0)).toEqual(expect.any(String));
    expect(clickedAt(1)).toBeNull();
  });

  it("sends a text v2's links and an image map video's external link as short links that lead on", async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'v2', 1);
    const textV2 = {
      type: 'textV2',
      text: `{everyone} Spring sale: ${SALE}`,
      substitution: { everyone: { type: 'mention', mentionee: { type: 'all' } } },
    };
    const video = {
      ...imagemap,
      video: {
        originalContentUrl: 'https://cdn.example/clip.mp4',
        previewImageUrl: 'https://cdn.example/clip.jpg',
        area: { x: 0, y: 0, width: 1040, height: 585 },
        externalLink: { linkUri: 'https://shop.example/video', label: 'See more' },
      },
    };
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      messages: [
        { type: 'json', json: JSON.stringify(textV2) },
        { type: 'json', json: JSON.stringify(video) },
      ],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await sent(broadcast.id)).toMatchObject({ status: 'sent' });

    const [text, map] = inbox(given, seededUserId('v2', 0)) as Array<Record<string, never>>;
    const [saleCode = ''] = [...String(text?.text).matchAll(SHORT)].map((m) => m[1]);
    expect(text).toEqual({ ...textV2, text: `{everyone} Spring sale: https://hub.example/r/${saleCode}` });
    const external = (map?.video as { externalLink?: { linkUri?: string } } | undefined)?.externalLink;
    const [videoCode = ''] = [...String(external?.linkUri).matchAll(SHORT)].map((m) => m[1]);
    expect(external).toEqual({ linkUri: `https://hub.example/r/${videoCode}`, label: 'See more' });
    await trustShop(given.hubId);
    expect((await open(saleCode)).headers.location).toBe(SALE);
    expect((await open(videoCode)).headers.location).toBe('https://shop.example/video');
  });

  it('shows an untrusted target escaped, in English or Traditional Chinese, and counts each open once', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'escape', 1);
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      messages: [{ type: 'text', text: 'Look: https://evil.example/path?a=1&b=2' }],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await sent(broadcast.id)).toMatchObject({ status: 'sent' });
    const text = String((inbox(given, seededUserId('escape', 0))[0] as { text?: string }).text);
    const [code = ''] = [...text.matchAll(SHORT)].map((m) => m[1]);
    const en = await open(code, { 'accept-language': 'en-US' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<title>This link leads to evil.example</title>');
    expect(en.body).toContain('<a href="https://evil.example/path?a=1&#38;b=2"');
    const zh = await open(code, { 'accept-language': 'zh-TW' });
    expect(zh.body).toContain('前往 evil.example</a>');
    const [link] = await t.deps.db.select().from(broadcastLinks).where(eq(broadcastLinks.code, code));
    expect(link?.clicks).toBe(2);
  });

  it('leaves links as written for a non-tracking broadcast', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'plain', 1);
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      nonTracking: true,
      messages: [{ type: 'text', text: `Spring sale: ${SALE}` }, flex],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await sent(broadcast.id)).toMatchObject({ status: 'sent' });
    const [text, menu] = inbox(given, seededUserId('plain', 0));
    expect(text).toEqual({ type: 'text', text: `Spring sale: ${SALE}` });
    expect(JSON.stringify(menu)).toContain('https://shop.example/menu');
    const [{ links = 0 } = {}] = (
      (await t.deps.db.execute(sql`select count(*)::int as links from broadcast_links bl
        join broadcast_runs r on r.id = bl.run_id where r.broadcast_id = ${broadcast.id}`)) as unknown as {
        rows: Array<{ links: number }>;
      }
    ).rows;
    expect(links).toBe(0);
  });
});
