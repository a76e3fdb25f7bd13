import type { messagingApi } from '@line/bot-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { fakePng, imageInfo } from '../richmenu/image.ts';
import { richMenuProblems } from '../richmenu/rules.ts';

const menu = (width = 2500, height = 843): messagingApi.RichMenuRequest => ({
  size: { width, height },
  selected: false,
  name: 'main',
  chatBarText: 'Menu',
  areas: [
    {
      bounds: { x: 0, y: 0, width: Math.floor(width / 2), height },
      action: { type: 'message', label: 'Hi', text: 'hi' },
    },
  ],
});

const png = (width: number, height: number, bytes?: number) =>
  new Blob([new Uint8Array(fakePng(width, height, bytes))], { type: 'image/png' });

describe('rich menu rules', () => {
  it.each([
    [2500, 1686, []],
    [2500, 843, []],
    [1200, 810, []],
    [800, 540, []],
    [800, 270, []],
    [799, 540, ['size.width']],
    [2501, 843, ['size.width']],
    [1000, 249, ['size.height']],
    [1000, 700, ['size']],
  ])('%i×%i → %j', (width, height, properties) => {
    expect(richMenuProblems({ width, height }, []).map((p) => p.property)).toEqual(properties);
  });

  it('requires areas inside the menu', () => {
    expect(
      richMenuProblems({ width: 800, height: 270 }, [{ bounds: { x: 400, y: 0, width: 401, height: 10 } }]),
    ).toEqual([{ message: 'must be within the rich menu size', property: 'areas[0].bounds' }]);
  });

  it('reads PNG and JPEG dimensions', () => {
    expect(imageInfo(fakePng(2500, 843))).toEqual({ type: 'image/png', width: 2500, height: 843 });
    const jpeg = Buffer.from(
      'ffd8ffe000104a46494600010100000100010000ffc0001108034b09c403012200021101031101',
      'hex',
    );
    expect(imageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 2500, height: 843 });
    expect(imageInfo(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('rich menus through the API', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startTestSandbox();
  });
  afterEach(() => sb.close());

  it('creates, reads, lists and deletes', async () => {
    const { richMenuId } = await sb.client.createRichMenu(menu());
    expect(richMenuId).toMatch(/^richmenu-[0-9a-f]{32}$/);
    await expect(sb.client.getRichMenu(richMenuId)).resolves.toEqual({ richMenuId, ...menu() });
    await expect(sb.client.getRichMenuList()).resolves.toEqual({ richmenus: [{ richMenuId, ...menu() }] });
    await sb.client.deleteRichMenu(richMenuId);
    expect(await lineError(sb.client.getRichMenu(richMenuId))).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
  });

  it('refuses bad sizes and ratios, and missing keys', async () => {
    const narrow = await lineError(sb.client.createRichMenu(menu(700, 300)));
    expect(narrow.body).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'Must be between 800 and 2500', property: 'size.width' }],
    });
    const square = await lineError(sb.client.validateRichMenuObject(menu(1000, 1000)));
    expect(square.body.details?.[0]?.property).toBe('size');
    const { name: _name, ...nameless } = menu();
    const missing = await lineError(sb.client.createRichMenu(nameless as messagingApi.RichMenuRequest));
    expect(missing.body.details).toEqual([{ message: 'must be specified', property: 'name' }]);
    const long = await lineError(sb.client.createRichMenu({ ...menu(), chatBarText: 'x'.repeat(15) }));
    expect(long.body.details).toEqual([
      { message: 'Length must be between 0 and 14', property: 'chatBarText' },
    ]);
  });

  it('takes one image of at most 1 MB in an allowed size, and serves it back', async () => {
    const { richMenuId } = await sb.client.createRichMenu(menu());
    expect(
      (await lineError(sb.blob.setRichMenuImage(richMenuId, png(2500, 843, 1024 * 1024 + 1)))).status,
    ).toBe(413);
    const badSize = await lineError(sb.blob.setRichMenuImage(richMenuId, png(500, 500)));
    expect(badSize.body).toEqual({ message: 'The image size is not allowed for richmenu' });
    const gif = await lineError(
      sb.blob.setRichMenuImage(richMenuId, new Blob(['GIF89a'], { type: 'image/gif' })),
    );
    expect(gif.status).toBe(415);
    await sb.blob.setRichMenuImage(richMenuId, png(2500, 843));
    const again = await lineError(sb.blob.setRichMenuImage(richMenuId, png(2500, 843)));
    expect(again.body).toEqual({ message: 'An image has already been uploaded to the richmenu' });
    const downloaded = await sb.blob.getRichMenuImageWithHttpInfo(richMenuId);
    expect(downloaded.httpResponse.headers.get('content-type')).toBe('image/png');
  });

  it('links menus to users (per-user wins over default) and needs the image first', async () => {
    const user = sb.control.createUser().userId;
    const { richMenuId: main } = await sb.client.createRichMenu(menu());
    const early = await lineError(sb.client.setDefaultRichMenu(main));
    expect(early.body).toEqual({ message: 'must upload richmenu image before applying it to user' });
    await sb.blob.setRichMenuImage(main, png(2500, 843));
    const { richMenuId: vip } = await sb.client.createRichMenu(menu(1200, 810));
    await sb.blob.setRichMenuImage(vip, png(1200, 810));

    await sb.client.setDefaultRichMenu(main);
    await expect(sb.client.getDefaultRichMenuId()).resolves.toEqual({ richMenuId: main });
    expect(await lineError(sb.client.getRichMenuIdOfUser(user))).toMatchObject({
      body: { message: 'the user has no richmenu' },
    });
    await sb.client.linkRichMenuIdToUser(user, vip);
    await expect(sb.client.getRichMenuIdOfUser(user)).resolves.toEqual({ richMenuId: vip });
    expect(sb.control.richMenuOf(sb.channel.channelId, user)?.richMenuId).toBe(vip);
    await sb.client.unlinkRichMenuIdFromUser(user);
    expect(sb.control.richMenuOf(sb.channel.channelId, user)?.richMenuId).toBe(main);

    await sb.client.linkRichMenuIdToUsers({ richMenuId: vip, userIds: [user] });
    await expect(sb.client.getRichMenuIdOfUser(user)).resolves.toEqual({ richMenuId: vip });
    await sb.client.richMenuBatch({ operations: [{ type: 'link', from: vip, to: main }] });
    await expect(sb.client.getRichMenuIdOfUser(user)).resolves.toEqual({ richMenuId: main });
    await sb.client.unlinkRichMenuIdFromUsers({ userIds: [user] });
    await sb.client.cancelDefaultRichMenu();
    expect(await lineError(sb.client.getDefaultRichMenuId())).toMatchObject({
      status: 404,
      body: { message: 'no default richmenu' },
    });
    expect((await lineError(sb.client.linkRichMenuIdToUser('bob', vip))).status).toBe(400);
  });

  it('manages aliases', async () => {
    const { richMenuId } = await sb.client.createRichMenu(menu());
    const noImage = await lineError(sb.client.createRichMenuAlias({ richMenuAliasId: 'main', richMenuId }));
    expect(noImage.status).toBe(400);
    await sb.blob.setRichMenuImage(richMenuId, png(2500, 843));
    await sb.client.createRichMenuAlias({ richMenuAliasId: 'main', richMenuId });
    const dup = await lineError(sb.client.createRichMenuAlias({ richMenuAliasId: 'main', richMenuId }));
    expect(dup.body).toEqual({ message: 'conflict richmenu alias id' });
    await expect(sb.client.getRichMenuAlias('main')).resolves.toEqual({
      richMenuAliasId: 'main',
      richMenuId,
    });
    await expect(sb.client.getRichMenuAliasList()).resolves.toEqual({
      aliases: [{ richMenuAliasId: 'main', richMenuId }],
    });
    const badId = await lineError(
      sb.client.createRichMenuAlias({ richMenuAliasId: 'Main Menu', richMenuId }),
    );
    expect(badId.body.details?.[0]?.property).toBe('richMenuAliasId');
    await sb.client.deleteRichMenuAlias('main');
    expect(await lineError(sb.client.getRichMenuAlias('main'))).toMatchObject({
      status: 404,
      body: { message: 'richmenu alias not found' },
    });
  });

  it('limits menu creation to 100 an hour', async () => {
    for (let i = 0; i < 100; i++) await sb.client.createRichMenu(menu());
    expect((await lineError(sb.client.createRichMenu(menu()))).status).toBe(429);
  });
});
