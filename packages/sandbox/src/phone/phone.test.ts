import { readdir, readFile } from 'node:fs/promises';
import type { messagingApi } from '@line/bot-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePng } from '../line/richmenu/image.ts';
import { type Receiver, startReceiver, startTestSandbox, type TestSandbox } from '../test/harness.ts';

/** The phone page: its files are served, and the control calls it makes exist and do what it expects. */
let sb: TestSandbox;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
  sb = await startTestSandbox();
  sb.control.updateChannel(sb.channel.channelId, { webhookUrl: receiver.url });
});
afterEach(async () => {
  await sb.close();
  await receiver.close();
});

const STATIC = new URL('./static/', import.meta.url);

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sb.url}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text.startsWith('{') ? JSON.parse(text) : {},
    type: res.headers.get('content-type'),
  };
}

describe('phone page', () => {
  it('serves the page and every file it loads, with their content types', async () => {
    for (const path of ['/phone', '/phone/']) {
      const page = await fetch(`${sb.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('<script type="module" src="/phone/phone.js"></script>');
    }
    const files = await readdir(STATIC);
    // Everything the HTML links and every module a script imports must be one of the served files.
    const html = await readFile(new URL('index.html', STATIC), 'utf8');
    const linked = [...html.matchAll(/(?:href|src)="\/phone\/([^"]+)"/g)].map((m) => m[1]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const source = await readFile(new URL(file, STATIC), 'utf8');
      linked.push(...[...source.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]));
    }
    expect(linked).toEqual(expect.arrayContaining(['phone.css', 'phone.js', 'flex.js', 'messages.js']));
    for (const file of new Set(linked)) expect(files).toContain(file);

    const types = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
    for (const file of files.filter((f) => !f.endsWith('.html'))) {
      const res = await fetch(`${sb.url}/phone/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe(types[file.endsWith('.js') ? 'js' : 'css']);
    }
    expect((await fetch(`${sb.url}/phone/nope.js`)).status).toBe(404);
    expect((await fetch(`${sb.url}/phone/..%2Fpackage.json`)).status).toBe(404);
    // The page is the sandbox's own: it is neither a LINE request nor logged as one.
    expect(sb.control.requests()).toEqual([]);
  });

  it('uses only control routes that exist', async () => {
    const source = await readFile(new URL('api.js', STATIC), 'utf8');
    const calls = [...source.matchAll(/\b(get|post|url)\(\s*[`']([^`']+)[`']/g)].map((m) => ({
      method: m[1] === 'post' ? 'POST' : 'GET',
      template: m[2] ?? '',
    }));
    expect(calls.length).toBeGreaterThanOrEqual(15);
    const userId = sb.control.createUser({ displayName: 'Hanako' }).userId;
    // Fill the templates' placeholders: ${pair(c, u)}, ${e(c)}, ${e(u)}, any other ${e(x)}.
    const fill = (template: string) =>
      template
        .replace(/\$\{pair\(c, u\)\}/, `/channels/${sb.channel.channelId}/users/${userId}`)
        .replace(/\$\{e\(c\)\}/g, sb.channel.channelId)
        .replace(/\$\{e\(u\)\}/g, userId)
        .replace(/\$\{e\([a-zA-Z]+\)\}/g, 'x');
    for (const { method, template } of calls) {
      const path = fill(template);
      expect(path, template).not.toContain('$');
      const res = await call(method, path, method === 'POST' ? {} : undefined);
      // Unknown IDs or an empty body may be refused, but never as an unknown route.
      expect(String(res.json.message ?? ''), `${method} ${path}`).not.toMatch(/^no control route/);
    }
  });

  it('does what the page relies on: postback displayText, rich menu switch, user media', async () => {
    const c = sb.channel.channelId;
    const userId = (await call('POST', '/users', { displayName: '佐藤', language: 'ja' })).json.userId;
    const pair = `/channels/${c}/users/${userId}`;
    expect((await call('POST', `${pair}/follow`)).json.event.type).toBe('follow');

    const png = fakePng(4, 4).toString('base64');
    const sent = await call('POST', `${pair}/messages`, {
      message: { type: 'image', contentType: 'image/png', data: png },
    });
    const imageId = sent.json.event.message.id;
    const content = await fetch(`${sb.url}/__sandbox/channels/${c}/messages/${imageId}/content`);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await content.arrayBuffer()).toString('base64')).toBe(png);

    const postback = await call('POST', `${pair}/postback`, { data: 'action=buy', displayText: 'Buy' });
    expect(postback.json.event).toMatchObject({ type: 'postback', postback: { data: 'action=buy' } });
    const chat = (await call('GET', `/channels/${c}/chats/${userId}`)).json.messages;
    expect(chat.map((m: { message: { type: string } }) => m.message.type)).toEqual(['image', 'text']);
    expect(chat[1]).toMatchObject({ from: 'user', message: { text: 'Buy' } });

    const menu = (name: string): messagingApi.RichMenuRequest => ({
      size: { width: 2500, height: 843 },
      selected: true,
      name,
      chatBarText: name,
      areas: [{ bounds: { x: 0, y: 0, width: 2500, height: 843 }, action: { type: 'message', text: name } }],
    });
    const a = (await sb.client.createRichMenu(menu('A'))).richMenuId;
    const b = (await sb.client.createRichMenu(menu('B'))).richMenuId;
    for (const id of [a, b])
      await sb.blob.setRichMenuImage(
        id,
        new Blob([new Uint8Array(fakePng(2500, 843))], { type: 'image/png' }),
      );
    await sb.client.setDefaultRichMenu(a);
    await sb.client.createRichMenuAlias({ richMenuAliasId: 'tab-b', richMenuId: b });
    expect((await call('GET', `${pair}/richmenu`)).json).toMatchObject({ richMenuId: a, hasImage: true });

    const missing = await call('POST', `${pair}/richmenu/switch`, { richMenuAliasId: 'nope', data: 'x' });
    expect(missing.json.event.postback).toEqual({
      data: 'x',
      params: { status: 'RICHMENU_ALIAS_ID_NOTFOUND' },
    });
    const switched = await call('POST', `${pair}/richmenu/switch`, {
      richMenuAliasId: 'tab-b',
      data: 'to-b',
    });
    expect(switched.json.event.postback).toEqual({
      data: 'to-b',
      params: { newRichMenuAliasId: 'tab-b', status: 'SUCCESS' },
    });
    expect((await call('GET', `${pair}/richmenu`)).json.richMenuId).toBe(b);
    expect((await sb.client.getRichMenuIdOfUser(userId)).richMenuId).toBe(b);
    const image = await fetch(`${sb.url}/__sandbox/channels/${c}/richmenus/${b}/image`);
    expect(image.headers.get('content-type')).toBe('image/png');

    await sb.control.settle();
    const hooks = (await call('GET', `/webhooks?channelId=${c}`)).json.webhooks;
    const types = hooks.flatMap((w: { body: string }) =>
      JSON.parse(w.body).events.map((e: { type: string }) => e.type),
    );
    expect(types).toEqual(['follow', 'message', 'postback', 'postback', 'postback']);
  });

  it('opens on the channel a hub connected, not on one made and left without a webhook', async () => {
    const { defaultChannel } = (await import(new URL('channel-pick.js', STATIC).href)) as {
      defaultChannel: (channels: unknown[]) => string | undefined;
    };
    const listed = async () => (await call('GET', '/channels')).json.channels as { channelId: string }[];
    // As the account stepper used to leave them: channels made, never connected, listed first.
    sb.control.updateChannel(sb.channel.channelId, { webhookUrl: '' });
    sb.control.createChannel({ displayName: 'Abandoned' });
    const connected = sb.control.createChannel({ displayName: 'Connected', webhookUrl: receiver.url });
    sb.control.createChannel({ displayName: 'Switched off', webhookUrl: receiver.url, webhookActive: false });
    expect(defaultChannel(await listed())).toBe(connected.channelId);

    // None connected: the first one, so the page still opens on something.
    sb.control.updateChannel(connected.channelId, { webhookUrl: '' });
    const all = await listed();
    expect(defaultChannel(all)).toBe(all[0]?.channelId);
    expect(defaultChannel([])).toBeUndefined();
  });
});
