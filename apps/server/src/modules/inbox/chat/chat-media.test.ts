import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenChat, storedMessages } from '../../../test/chat-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small picture'),
]);
const chatFiles = () => {
  const dir = path.join(t.deps.config.dataDir, 'files', 'chat');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const storedCount = (hubId: string) => storedMessages(t, hubId);

describe('chat media', () => {
  it('sends a PNG as an image LINE fetches from its public address, and serves it to agents', async () => {
    const { upload, received, call, hubId } = await givenChat(t);
    const sent = await upload({ text: 'Our menu' }, { name: 'menu.png', data: PNG });
    expect(sent.statusCode).toBe(200);
    const message = sent.json().message;
    expect(message).toMatchObject({ type: 'image', via: 'reply' });
    const [image, caption] = received();
    expect(caption?.message).toEqual({ type: 'text', text: 'Our menu' });
    const url = String(image?.message.originalContentUrl);
    expect(image?.message).toMatchObject({ type: 'image', previewImageUrl: url });
    expect(url.startsWith(`${t.deps.config.publicUrl}/api/chat-media/`)).toBe(true);

    const fetched = await t.request({ method: 'GET', url: new URL(url).pathname });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.rawPayload.equals(PNG)).toBe(true);

    const content = await call('GET', message.contentUrl.replace(`/api/${hubId}`, ''));
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PNG)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/chat-media/guess.png' })).statusCode).toBe(404);
  });

  it('sends a PDF as a link, and a video with our preview image', async () => {
    const { upload, received } = await givenChat(t);
    await upload({}, { name: 'price list.pdf', data: Buffer.from('%PDF-1.7 price list') });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 a short clip')]);
    await upload({}, { name: 'clip.mp4', data: mp4 });
    const [pdf, video] = received();
    expect(String(pdf?.message.text)).toMatch(
      /^price list\.pdf\nhttp.+\/api\/chat-media\/[0-9a-f-]{36}\.pdf$/,
    );
    expect(video?.message).toMatchObject({ type: 'video' });
    const preview = new URL(String(video?.message.previewImageUrl)).pathname;
    const served = await t.request({ method: 'GET', url: preview });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file over 30 MB with 413 and a text renamed .png with 400, storing and sending nothing', async () => {
    const { upload, received, hubId } = await givenChat(t);
    const before = { files: chatFiles().length, messages: await storedCount(hubId) };
    const large = Buffer.alloc(31 * 1024 * 1024, 0);
    PNG.copy(large);
    const tooLarge = await upload({}, { name: 'large.png', data: large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'file.tooLarge', msg: expect.stringContaining('30 MB') });

    const renamed = await upload({}, { name: 'photo.png', data: Buffer.from('just some text') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().code).toBe('file.invalidType');
    expect(received()).toEqual([]);
    expect({ files: chatFiles().length, messages: await storedCount(hubId) }).toEqual(before);
  });

  it('serves no content for a message without media or of another conversation', async () => {
    const { call, chat, read } = await givenChat(t);
    const [text] = (await read()).json().messages;
    expect((await call('GET', `${chat}/content/${text.id}`)).statusCode).toBe(404);
    const other = await givenChat(t);
    const sent = await other.upload({}, { name: 'menu.png', data: PNG });
    expect((await call('GET', `${chat}/content/${sent.json().message.id}`)).statusCode).toBe(404);
  });
});
