import type { messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../test/harness.ts';

/** Request bodies checked against LINE's OpenAPI schemas, answered with LINE's error bodies. */
let sb: TestSandbox;
let to: string;

beforeAll(async () => {
  sb = await startTestSandbox({ rateLimits: false });
  to = sb.control.createUser().userId;
  await sb.control.follow(sb.channel.channelId, to);
});
afterAll(() => sb.close());

const bodyError = (...details: Array<[string, string]>) => ({
  message: `The request body has ${details.length} error(s)`,
  details: details.map(([property, message]) => ({ message, property })),
});

describe('message objects', () => {
  it('rejects an unknown message type with the list of types', async () => {
    const bogus = { type: 'bogus' } as unknown as messagingApi.Message;
    const err = await lineError(sb.client.pushMessage({ to, messages: [text('ok'), bogus] }));
    expect(err.status).toBe(400);
    expect(err.body.details?.[0]?.property).toBe('messages[1].type');
    expect(err.body.details?.[0]?.message).toMatch(
      /^Must be one of the following values: \[text, textV2, sticker, image/,
    );
  });

  it('rejects empty text', async () => {
    const err = await lineError(sb.client.pushMessage({ to, messages: [text('')] }));
    expect(err.body).toEqual(bodyError(['messages[0].text', 'May not be empty']));
  });

  it('rejects six messages', async () => {
    const err = await lineError(
      sb.client.pushMessage({ to, messages: Array.from({ length: 6 }, () => text('x')) }),
    );
    expect(err.body).toEqual(bodyError(['messages', 'Size must be between 1 and 5']));
  });

  it('rejects 501 multicast recipients', async () => {
    const err = await lineError(
      sb.client.multicast({ to: Array.from({ length: 501 }, () => to), messages: [text('x')] }),
    );
    expect(err.body).toEqual(bodyError(['to', 'Size must be between 1 and 500']));
  });

  it('accepts 5,000 characters and rejects 5,001', async () => {
    await sb.client.pushMessage({ to, messages: [text('a'.repeat(5000))] });
    const err = await lineError(sb.client.pushMessage({ to, messages: [text('a'.repeat(5001))] }));
    expect(err.body).toEqual(bodyError(['messages[0].text', 'Length must be between 0 and 5000']));
  });

  it('counts text in UTF-16 code units: an emoji outside the BMP counts two', async () => {
    // 4,999 + 1 emoji = 5,000 code points but 5,001 UTF-16 units.
    const err = await lineError(sb.client.pushMessage({ to, messages: [text(`${'a'.repeat(4999)}😀`)] }));
    expect(err.body).toEqual(bodyError(['messages[0].text', 'Length must be between 0 and 5000']));
    await sb.client.pushMessage({ to, messages: [text(`${'a'.repeat(4998)}😀`)] });
  });

  it('reports a missing required property as "must be specified"', async () => {
    const image = {
      type: 'image',
      originalContentUrl: 'https://example.com/a.jpg',
    } as messagingApi.ImageMessage;
    const err = await lineError(sb.client.pushMessage({ to, messages: [image] }));
    expect(err.body).toEqual(bodyError(['messages[0].previewImageUrl', 'must be specified']));
  });

  it('validates nested discriminated objects (actions in quick replies, flex components)', async () => {
    const messages = [
      {
        type: 'text',
        text: 'pick',
        quickReply: {
          items: [{ type: 'action', action: { type: 'postback', label: 'x', data: 'd'.repeat(301) } }],
        },
      },
      {
        type: 'flex',
        altText: 'card',
        contents: { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: [{ type: 'nope' }] } },
      },
    ] as unknown as messagingApi.Message[];
    const err = await lineError(sb.client.pushMessage({ to, messages }));
    expect(err.body.details).toEqual([
      {
        message: 'Length must be between 0 and 300',
        property: 'messages[0].quickReply.items[0].action.data',
      },
      {
        message:
          'Must be one of the following values: [box, button, image, video, icon, text, span, separator, filler]',
        property: 'messages[1].contents.body.contents[0].type',
      },
    ]);
  });

  it('checks a message sender as LINE does: name at most 20, icon an https URL of at most 2000', async () => {
    const sent = (sender: messagingApi.Sender) =>
      lineError(sb.client.pushMessage({ to, messages: [{ ...text('hi'), sender }] }));
    const name = (await sent({ name: 'n'.repeat(21) })).body;
    expect(name).toEqual(bodyError(['messages[0].sender.name', 'Length must be between 0 and 20']));
    const long = (await sent({ name: 'Mei', iconUrl: `https://example.com/${'a'.repeat(1981)}.png` })).body;
    expect(long).toEqual(bodyError(['messages[0].sender.iconUrl', 'Length must be between 0 and 2000']));
    const http = (await sent({ name: 'Mei', iconUrl: 'http://example.com/mei.png' })).body;
    expect(http).toEqual(bodyError(['messages[0].sender.iconUrl', 'must match "^https://"']));
    await sb.client.pushMessage({
      to,
      messages: [{ ...text('hi'), sender: { name: 'n'.repeat(20), iconUrl: 'https://example.com/mei.png' } }],
    });
  });

  it('answers a wrong JSON type as an invalid property', async () => {
    const request = { to: [to], messages: [text('x')] } as unknown as messagingApi.PushMessageRequest;
    const err = await lineError(sb.client.pushMessage(request));
    expect(err.body).toEqual({
      message: "The property, 'to', in the request body is invalid (line: -, column: -)",
    });
  });
});

describe('raw requests', () => {
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${sb.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.channel.accessToken}`, 'content-type': contentType },
      body,
    });

  it('answers 413 above 2 MB', async () => {
    const err = await lineError(
      sb.client.pushMessage({ to, messages: [text('a'.repeat(2 * 1024 * 1024 + 1))] }),
    );
    expect(err.status).toBe(413);
  });

  it('reports where JSON cannot be parsed', async () => {
    const res = await post('/v2/bot/message/push', '{\n  "to": "x",\n  oops\n}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The request body could not be parsed as JSON (line: 3, column: 3)',
    });
  });

  it('refuses a content type the API does not take', async () => {
    const res = await post('/v2/bot/message/push', 'to=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'The content type, application/x-www-form-urlencoded, is not supported',
    });
  });

  it('answers unknown paths with 404 Not found', async () => {
    const res = await fetch(`${sb.url}/v2/bot/nothing-here`, {
      headers: { authorization: `Bearer ${sb.channel.accessToken}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
