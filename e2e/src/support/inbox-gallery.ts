/**
 * Messages of every kind the chat renders, for a screenshot of the renderers: the demo's friends
 * only send texts, stickers and locations, and broadcasts (which send flex, templates and image
 * maps) are not built yet. Images are inline SVG so nothing is fetched from outside.
 */
const image = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="340"><rect width="100%" height="100%" fill="${color}"/><text x="50%" y="55%" font-size="48" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`,
  )}`;

/** Image maps are fetched as {baseUrl}/{width}: the screenshot test answers this host itself. */
export const IMAGEMAP_HOST = 'https://imagemap.example';
export const imagemapImage = () => decodeURIComponent(image('#2e7d32', 'Spring menu').split(',')[1] ?? '');

const out = (
  id: string,
  type: string,
  payload: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  id,
  direction: 'out',
  type,
  payload: { type, ...payload },
  contentUrl: null,
  senderId: null,
  senderName: null,
  agentName: null,
  source: 'broadcast',
  via: null,
  unsent: false,
  sentAt: '2026-11-23T09:00:00.000Z',
  ...extra,
});

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

export const GALLERY = [
  out('g1', 'flex', { altText: 'Menu', contents: bubble('Matcha latte', '#4a7c59') }),
  out('g2', 'flex', {
    altText: 'Menu',
    contents: { type: 'carousel', contents: [bubble('Scone', '#b5651d'), bubble('Cake', '#c2185b')] },
  }),
  out('g3', 'template', {
    altText: 'Reservation',
    template: {
      type: 'buttons',
      thumbnailImageUrl: image('#1565c0', 'Table'),
      title: 'Reserve a table',
      text: 'When would you like to come?',
      actions: messageActions('Today', 'Tomorrow'),
    },
  }),
  out('g4', 'template', {
    altText: 'Confirm',
    template: {
      type: 'confirm',
      text: 'Keep your reservation?',
      actions: messageActions('Yes', 'No'),
    },
  }),
  out('g5', 'template', {
    altText: 'Photos',
    template: {
      type: 'image_carousel',
      columns: [
        {
          imageUrl: image('#6d4c41', '1'),
          action: { type: 'uri', label: 'View', uri: 'https://example.com' },
        },
        {
          imageUrl: image('#00838f', '2'),
          action: { type: 'uri', label: 'View', uri: 'https://example.com' },
        },
      ],
    },
  }),
  out('g6', 'imagemap', {
    baseUrl: `${IMAGEMAP_HOST}/spring`,
    altText: 'Spring menu',
    baseSize: { width: 1040, height: 520 },
    actions: [],
  }),
  out(
    'g7',
    'text',
    {
      text: '$ Choose a time',
      emojis: [{ index: 0, productId: '5ac1bfd5040ab15980c9b435', emojiId: '001' }],
      quickReply: {
        items: [
          { type: 'action', action: { type: 'message', label: '11:00', text: '11:00' } },
          { type: 'action', action: { type: 'message', label: '14:00', text: '14:00' } },
        ],
      },
    },
    { source: 'chat', agentName: 'Demo Administrator', via: 'push' },
  ),
  out(
    'g8',
    'text',
    { text: 'See you soon!' },
    { source: 'chat', agentName: 'Demo Administrator', via: 'reply', unsent: true },
  ),
  out('g9', 'flex', { altText: 'Broken', contents: { type: 'bubble', body: { type: 'hologram' } } }),
  out('g10', 'text', { txt: 'not a valid text message' }),
];
