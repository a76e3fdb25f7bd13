import type { ChatMessage } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { lineEmojiUrl, messageView, quickReplyLabels, stickerUrl, textParts } from './messages-view';

const message = (
  type: string,
  payload: Record<string, unknown>,
  contentUrl: string | null = null,
): ChatMessage => ({
  id: 'm1',
  direction: 'in',
  type,
  payload: { type, ...payload },
  contentUrl,
  senderId: null,
  senderName: null,
  agentName: null,
  source: null,
  via: null,
  unsent: false,
  sentAt: '2026-11-23T10:00:00.000Z',
});

describe('messageView', () => {
  it.each([
    { name: 'text', m: message('text', { text: 'Hi' }), kind: 'text' },
    { name: 'text without text', m: message('text', {}), kind: 'raw' },
    { name: 'sticker', m: message('sticker', { packageId: '1', stickerId: '2' }), kind: 'sticker' },
    { name: 'sticker without id', m: message('sticker', { packageId: '1' }), kind: 'raw' },
    { name: 'received image (stored)', m: message('image', { id: 'x' }, '/api/h/c'), kind: 'image' },
    { name: 'sent image', m: message('image', { originalContentUrl: 'https://a/b.jpg' }), kind: 'image' },
    { name: 'image with nothing to show', m: message('image', { id: 'x' }), kind: 'raw' },
    {
      name: 'external video',
      m: message('video', { contentProvider: { type: 'external', originalContentUrl: 'https://v' } }),
      kind: 'video',
    },
    { name: 'audio', m: message('audio', { duration: 1 }, '/api/a'), kind: 'audio' },
    { name: 'file', m: message('file', { fileName: 'a.pdf', fileSize: 10 }, '/api/f'), kind: 'file' },
    {
      name: 'location',
      m: message('location', { title: 'T', address: 'A', latitude: 35, longitude: 139 }),
      kind: 'location',
    },
    { name: 'location without coordinates', m: message('location', { address: 'A' }), kind: 'raw' },
    { name: 'flex bubble', m: message('flex', { altText: 'a', contents: { type: 'bubble' } }), kind: 'flex' },
    {
      name: 'flex carousel',
      m: message('flex', { altText: 'a', contents: { type: 'carousel', contents: [] } }),
      kind: 'flex',
    },
    {
      name: 'flex of an unknown root',
      m: message('flex', { altText: 'a', contents: { type: 'box' } }),
      kind: 'raw',
    },
    {
      name: 'image map',
      m: message('imagemap', { baseUrl: 'https://i', altText: 'a', baseSize: { width: 1040, height: 520 } }),
      kind: 'imagemap',
    },
    { name: 'image map without size', m: message('imagemap', { baseUrl: 'https://i' }), kind: 'raw' },
    {
      name: 'buttons template',
      m: message('template', { altText: 'a', template: { type: 'buttons', text: 't', actions: [] } }),
      kind: 'template',
    },
    { name: 'unknown template', m: message('template', { template: { type: 'poll' } }), kind: 'raw' },
    { name: 'unknown type', m: message('beacon', {}), kind: 'raw' },
  ])('$name → $kind', ({ m, kind }) => {
    expect(messageView(m).kind).toBe(kind);
  });

  it('gives the stored media before the address in the payload, and the sticker image by id', () => {
    expect(messageView(message('image', { originalContentUrl: 'https://a' }, '/api/x'))).toMatchObject({
      url: '/api/x',
    });
    expect(messageView(message('sticker', { stickerId: '52002734' }))).toEqual({
      kind: 'sticker',
      url: stickerUrl('52002734'),
    });
    expect(stickerUrl('52002734')).toBe(
      'https://stickershop.line-scdn.net/stickershop/v1/sticker/52002734/android/sticker.png',
    );
  });
});

describe('textParts', () => {
  it('replaces received emoji placeholders (with their length) by images', () => {
    const emojis = [{ index: 6, length: 7, productId: 'p1', emojiId: '001' }];
    expect(textParts('Hello (smile) you', emojis)).toEqual([
      { text: 'Hello ' },
      { emoji: { url: lineEmojiUrl('p1', '001'), alt: '(smile)' } },
      { text: ' you' },
    ]);
  });

  it('replaces sent `$` placeholders, in order, and ignores emojis without ids or out of range', () => {
    const emojis = [
      { index: 2, productId: 'p', emojiId: '2' },
      { index: 0, productId: 'p', emojiId: '1' },
      { index: 1, productId: 'p' },
      { index: 99, productId: 'p', emojiId: '3' },
    ];
    expect(textParts('$ $', emojis)).toEqual([
      { emoji: { url: lineEmojiUrl('p', '1'), alt: '$' } },
      { text: ' ' },
      { emoji: { url: lineEmojiUrl('p', '2'), alt: '$' } },
    ]);
  });

  it('keeps a text without emojis whole', () => {
    expect(textParts('plain', undefined)).toEqual([{ text: 'plain' }]);
  });
});

describe('quickReplyLabels', () => {
  it('lists the labels of the quick-reply actions that have one', () => {
    const payload = {
      quickReply: { items: [{ action: { label: 'Yes' } }, { action: {} }, { action: { label: 'No' } }] },
    };
    expect(quickReplyLabels(payload)).toEqual(['Yes', 'No']);
    expect(quickReplyLabels({})).toEqual([]);
  });
});
