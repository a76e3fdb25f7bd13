import { expect, type Page } from '@playwright/test';
import { CSRF } from './api';
import { demoSandbox, testedBroadcast } from './broadcasts';

/**
 * Messages of every kind the account sends (flex, templates, image maps, emojis and quick replies),
 * sent through the server as broadcasts, for a screenshot of the renderers. Images are named on a
 * host the test answers itself (LINE takes https addresses only), so nothing is fetched from outside.
 */
export const IMAGE_HOST = 'https://images.example';
/** Where the console loads LINE emojis from (messages-view.ts lineEmojiUrl); the test answers it too. */
export const LINE_EMOJI_HOST = 'https://stickershop.line-scdn.net';
/** A LINE emoji's stand-in picture. */
export const EMOJI_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#fbc02d"/></svg>';
const image = (color: string, label: string) =>
  `${IMAGE_HOST}/${color.slice(1)}/${encodeURIComponent(label)}`;

/** The picture behind an image address of `image` (or an image map's `{baseUrl}/{width}`). */
export function imageAt(url: string) {
  const [color = '2e7d32', label = 'Spring menu'] = new URL(url).pathname.slice(1).split('/');
  const text = decodeURIComponent(label).replace(/\d+$/, '') || 'Spring menu';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="340"><rect width="100%" height="100%" fill="#${color}"/><text x="50%" y="55%" font-size="48" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`;
}

const messageActions = (...labels: string[]) =>
  labels.map((label) => ({ type: 'message', label, text: label }));

const bubble = (title: string, color: string) => ({
  type: 'bubble',
  hero: { type: 'image', url: image(color, title), size: 'full' },
  body: {
    type: 'box',
    layout: 'vertical',
    spacing: 'sm',
    contents: [
      { type: 'text', text: title, weight: 'bold', size: 'xl' },
      {
        type: 'box',
        layout: 'baseline',
        spacing: 'sm',
        contents: [
          { type: 'text', text: 'Price', color: '#aaaaaa', size: 'sm', flex: 1 },
          { type: 'text', text: '¥1,200', size: 'sm', flex: 4, wrap: true },
        ],
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        style: 'primary',
        action: { type: 'uri', label: 'Reserve', uri: 'https://example.com' },
      },
    ],
  },
});

const json = (message: object) => ({ type: 'json', json: JSON.stringify(message) });

/** Three broadcasts (a broadcast holds at most three messages), in the order the chat shows them. */
const GALLERY = [
  [
    { type: 'flex', altText: 'Menu', contents: bubble('Matcha latte', '#4a7c59') },
    {
      type: 'flex',
      altText: 'Menu',
      contents: { type: 'carousel', contents: [bubble('Scone', '#b5651d'), bubble('Cake', '#c2185b')] },
    },
    json({
      type: 'template',
      altText: 'Reservation',
      template: {
        type: 'buttons',
        thumbnailImageUrl: image('#1565c0', 'Table'),
        title: 'Reserve a table',
        text: 'When would you like to come?',
        actions: messageActions('Today', 'Tomorrow'),
      },
    }),
  ],
  [
    json({
      type: 'template',
      altText: 'Confirm',
      template: { type: 'confirm', text: 'Keep your reservation?', actions: messageActions('Yes', 'No') },
    }),
    json({
      type: 'template',
      altText: 'Photos',
      template: {
        type: 'image_carousel',
        columns: [
          {
            imageUrl: image('#6d4c41', 'Terrace'),
            action: { type: 'uri', label: 'View', uri: 'https://example.com' },
          },
          {
            imageUrl: image('#00838f', 'Counter'),
            action: { type: 'uri', label: 'View', uri: 'https://example.com' },
          },
        ],
      },
    }),
    json({
      type: 'imagemap',
      baseUrl: image('#2e7d32', 'Spring menu'),
      altText: 'Spring menu',
      baseSize: { width: 1040, height: 520 },
      actions: [{ type: 'message', text: 'Spring menu', area: { x: 0, y: 0, width: 1040, height: 520 } }],
    }),
  ],
  [
    json({
      type: 'text',
      text: '$ Choose a time',
      emojis: [{ index: 0, productId: '5ac1bfd5040ab15980c9b435', emojiId: '001' }],
      quickReply: {
        items: [
          { type: 'action', action: { type: 'message', label: '11:00', text: '11:00' } },
          { type: 'action', action: { type: 'message', label: '14:00', text: '14:00' } },
        ],
      },
    }),
  ],
];

/**
 * Sends the gallery to a demo friend as broadcasts (test-sent, then sent now), with the inbox
 * showing broadcasts, and has the friend write a message and take it back. Answers the friend's name.
 */
export async function sendGallery(page: Page, hubId: string, mark: string) {
  const settings = await page.request.patch(`/api/${hubId}/inbox-settings/${hubId}`, {
    headers: CSRF,
    data: { addAllMessages: true },
  });
  expect(settings.ok(), 'the inbox shows broadcasts').toBe(true);
  let lineUserId = '';
  for (const [index, messages] of GALLERY.entries()) {
    const sent = await testedBroadcast(
      page,
      hubId,
      `Gallery ${index + 1} ${mark}`,
      `${mark}-${index}`,
      messages,
    );
    const executed = await page.request.post(`/api/${hubId}/line/broadcast-setting/execute`, {
      headers: CSRF,
      data: { ids: [sent.id] },
    });
    expect(executed.ok(), `gallery broadcast ${index + 1} is sent`).toBe(true);
    // A background job delivers it: wait until it has, so the chat lists the broadcasts in order
    // and before what the friend writes.
    await expect
      .poll(
        async () => {
          const broadcast = await page.request.get(`/api/${hubId}/line/broadcast-setting/${sent.id}`);
          return ((await broadcast.json()) as { status: string }).status;
        },
        { timeout: 20_000 },
      )
      .toBe('sent');
    lineUserId = sent.lineUserId;
  }
  const { sandbox, channelId } = await demoSandbox(page, hubId);
  const friend = `${sandbox}/__sandbox/channels/${channelId}/users/${lineUserId}`;
  const written = await page.request.post(`${friend}/messages`, {
    data: { message: { type: 'text', text: 'Can I change my booking?' } },
  });
  expect(written.ok(), 'the friend writes').toBe(true);
  const { event } = (await written.json()) as { event: { message: { id: string } } };
  const unsent = await page.request.delete(`${friend}/messages/${event.message.id}`);
  expect(unsent.ok(), 'the friend takes the message back').toBe(true);
  const user = (await (await page.request.get(`${sandbox}/__sandbox/users/${lineUserId}`)).json()) as {
    displayName: string;
  };
  return user.displayName;
}
