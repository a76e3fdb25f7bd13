import { fileName, h, icon, json, picture, safeUrl } from './dom.js';
import { renderFlex } from './flex.js';
import { notificationTemplate } from './notification.js';
import { emojiArt, stickerArt } from './stickers.js';
import { imagemap, template } from './templates.js';

/**
 * One message of the chat, as the LINE app draws it, for both directions: what the bot sent
 * (https://developers.line.biz/en/reference/messaging-api/#message-objects) and what the user sent
 * (the `message` of the webhook event). `ctx`: { act(action), contentUrl(entry), quoted(token),
 * userName(userId), videoPlayed(trackingId) }. Returns { el, kind }: kind 'bubble' gets the
 * speech-bubble frame, 'bare' stands alone (stickers, media, cards), 'wide' may use the full width.
 */
export function renderMessage(entry, ctx) {
  const message = entry.message ?? {};
  const render = RENDERERS[message.type];
  if (!render) return raw(message, `message type "${message.type}" is not drawn here`);
  try {
    return render(message, entry, ctx);
  } catch (error) {
    return raw(message, error instanceof Error ? error.message : String(error));
  }
}

/** Any message the page cannot draw: its JSON in a dark bubble. */
export function raw(message, why) {
  return {
    kind: 'bare',
    el: h('div', { class: 'raw' }, h('div', { class: 'raw-why' }, why), h('pre', {}, json(message))),
  };
}

const RENDERERS = {
  text: (m, entry, ctx) => bubble(m, entry, ctx, withEmojis(String(m.text ?? ''), m.emojis)),
  textV2: (m, entry, ctx) => bubble(m, entry, ctx, substituted(m, ctx)),
  sticker,
  image,
  video,
  audio,
  file: (m) => ({
    kind: 'bubble',
    el: h(
      'div',
      { class: 'file' },
      icon('file', 'file-icon'),
      h(
        'div',
        {},
        h('div', { class: 'file-name' }, m.fileName ?? 'file'),
        h('div', { class: 'muted' }, bytes(m.fileSize)),
      ),
    ),
  }),
  location,
  imagemap,
  template,
  pnpTemplate: notificationTemplate,
  flex: (m, _entry, ctx) => ({
    kind: m.contents?.type === 'carousel' ? 'wide' : 'bare',
    el: renderFlex(m.contents, ctx.act),
  }),
};

function bubble(m, entry, ctx, content) {
  const quoted = m.quotedMessageId
    ? ctx.quotedById(m.quotedMessageId)
    : m.quoteToken && entry.from === 'bot'
      ? ctx.quoted(m.quoteToken)
      : undefined;
  return {
    kind: 'bubble',
    el: h('div', { class: 'text' }, quoted ? quote(quoted, ctx) : null, content),
  };
}

/** The message a reply quotes, as a small grey preview above the text. */
function quote(entry, ctx) {
  const m = entry.message ?? {};
  const who = entry.from === 'bot' ? 'Official account' : ctx.userName(entry.senderId);
  const what = m.type === 'text' ? m.text : `[${m.type}]`;
  return h(
    'div',
    { class: 'quote' },
    h('div', { class: 'quote-who' }, who),
    h('div', { class: 'quote-what' }, what),
  );
}

/** LINE emoji in a text message: `$` placeholders at `index` become a glyph. */
function withEmojis(text, emojis) {
  if (!Array.isArray(emojis) || emojis.length === 0) return [text];
  const sorted = emojis.filter((e) => Number.isInteger(e?.index)).sort((a, b) => a.index - b.index);
  const parts = [];
  let at = 0;
  for (const emoji of sorted) {
    if (emoji.index < at) continue;
    parts.push(text.slice(at, emoji.index), lineEmoji(emoji));
    at = emoji.index + (Number.isInteger(emoji.length) ? emoji.length : 1);
  }
  parts.push(text.slice(at));
  return parts;
}

const lineEmoji = (emoji) => emojiArt(emoji.productId, emoji.emojiId);

/** textV2: `{key}` placeholders become the mentions and emoji of `substitution`; `{{`/`}}` are braces. */
function substituted(m, ctx) {
  const text = String(m.text ?? '');
  const table = m.substitution ?? {};
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(/\{\{|\}\}|\{([A-Za-z0-9_]+)\}/g)) {
    parts.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[0] === '{{' || match[0] === '}}') parts.push(match[0][0]);
    else {
      const sub = table[match[1]];
      if (sub?.type === 'mention') {
        const who = sub.mentionee?.type === 'all' ? 'All' : ctx.userName(sub.mentionee?.userId);
        parts.push(h('span', { class: 'mention' }, `@${who}`));
      } else if (sub?.type === 'emoji') parts.push(lineEmoji(sub));
      else parts.push(match[0]);
    }
  }
  parts.push(text.slice(at));
  return parts;
}

/** Stickers are images on LINE's CDN; offline, a drawn character stands in, with the IDs under it. */
function sticker(m) {
  return {
    kind: 'bare',
    el: h(
      'div',
      { class: 'sticker', title: `Sticker: package ${m.packageId}, sticker ${m.stickerId}` },
      stickerArt(m.packageId, m.stickerId),
      h('div', { class: 'sticker-id' }, `${m.packageId} / ${m.stickerId}`),
    ),
  };
}

/** Where a media message's bytes are: the bot's URLs, or what the user uploaded (kept by the sandbox). */
function mediaUrls(m, entry, ctx) {
  if (entry.from === 'user' && m.contentProvider?.type !== 'external') {
    const url = ctx.contentUrl(entry);
    return { original: url, preview: url };
  }
  const original = m.originalContentUrl ?? m.contentProvider?.originalContentUrl;
  return { original, preview: m.previewImageUrl ?? m.contentProvider?.previewImageUrl ?? original };
}

function image(m, entry, ctx) {
  const { original, preview } = mediaUrls(m, entry, ctx);
  const pic = picture(preview, { caption: fileName(original) || 'image' });
  pic.classList.add('media');
  const link = safeUrl(original);
  return { kind: 'bare', el: link ? h('a', { href: link, target: '_blank', rel: 'noreferrer' }, pic) : pic };
}

function video(m, entry, ctx) {
  const { original, preview } = mediaUrls(m, entry, ctx);
  const fromUser = entry.from === 'user';
  const pic = picture(fromUser ? undefined : preview, {
    glyph: 'video',
    caption: fromUser ? duration(m.duration) : fileName(original),
    aspect: '16 / 9',
  });
  pic.classList.add('media', 'media-video');
  const play = h(
    'button',
    { type: 'button', class: 'play', title: m.trackingId ? `Play (trackingId ${m.trackingId})` : 'Play' },
    '▶',
  );
  play.addEventListener('click', () =>
    m.trackingId ? ctx.videoPlayed(m.trackingId) : window.open(safeUrl(original) ?? 'about:blank', '_blank'),
  );
  pic.append(play);
  return { kind: 'bare', el: pic };
}

function audio(m, entry, ctx) {
  const { original } = mediaUrls(m, entry, ctx);
  return {
    kind: 'bubble',
    el: h(
      'div',
      { class: 'audio', title: original ?? '' },
      h('span', { class: 'audio-play' }, '▶'),
      h('span', { class: 'audio-wave' }),
      h('span', {}, duration(m.duration)),
    ),
  };
}

function location(m) {
  const coords = `${Number(m.latitude).toFixed(5)}, ${Number(m.longitude).toFixed(5)}`;
  return {
    kind: 'bare',
    el: h(
      'div',
      { class: 'card location' },
      h('div', { class: 'map' }, icon('pin', 'pin')),
      h(
        'div',
        { class: 'card-body' },
        h('div', { class: 'card-title' }, m.title ?? 'Location'),
        m.address ? h('div', { class: 'muted' }, m.address) : null,
        h('div', { class: 'coords' }, coords),
      ),
    ),
  };
}

function duration(ms) {
  const s = Math.max(0, Math.round(Number(ms ?? 0) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function bytes(n) {
  if (!Number.isFinite(n)) return '';
  return n < 1024
    ? `${n} B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)} KB`
      : `${(n / 1024 / 1024).toFixed(1)} MB`;
}
