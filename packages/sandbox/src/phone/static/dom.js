/**
 * Small DOM helpers for the phone page. Elements are built with h(), never from HTML strings: what
 * the bot sends is data, so it only ever reaches the page as text nodes, attributes and style values.
 */

/**
 * Builds an element. `props`: `class`, `style` (object of CSS properties), `on<event>` listeners,
 * `dataset`, other attributes (skipped when null/undefined/false). Children: nodes or text.
 */
export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'style') setStyle(el, value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Number.POSITIVE_INFINITY)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

/** Sets CSS properties (camelCase or `--x`); undefined values are skipped, the browser ignores bad ones. */
export function setStyle(el, style) {
  for (const [name, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === '') continue;
    if (name.startsWith('--')) el.style.setProperty(name, String(value));
    else el.style[name] = String(value);
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element (same props as h(), attributes only). */
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  el.append(...children);
  return el;
}

/**
 * Line icons drawn in SVG, so that placeholders never depend on an emoji font (headless browsers
 * and servers often have none). Paths on a 24×24 grid, stroked with the current colour.
 */
const ICON_PATHS = {
  image: ['M3 5h18v14H3z', 'M3 17l5-5 4 4 3-3 6 6', 'M15.5 9.5a1.5 1.5 0 1 0 0.01 0'],
  video: ['M3 6h13v12H3z', 'M16 10l5-3v10l-5-3'],
  file: ['M6 3h8l4 4v14H6z', 'M14 3v4h4'],
  pin: ['M12 21s-6-6.3-6-11a6 6 0 0 1 12 0c0 4.7-6 11-6 11z', 'M12 8a2 2 0 1 0 0.01 0'],
  camera: ['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 9.5a3.5 3.5 0 1 0 0.01 0'],
  calendar: ['M4 5h16v15H4z', 'M4 10h16', 'M9 3v4', 'M15 3v4'],
  smile: ['M12 3a9 9 0 1 0 0.01 0', 'M8 14s1.5 2.5 4 2.5 4-2.5 4-2.5', 'M9 9.5h.01', 'M15 9.5h.01'],
  send: ['M4 12l16-8-6 16-3-7z', 'M11 13l9-9'],
  link: [
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
    'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ],
};

export function icon(name, className = 'icon') {
  const paths = ICON_PATHS[name] ?? ICON_PATHS.image;
  const attrs = {
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 1.8,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  };
  return svg(
    'svg',
    { viewBox: '0 0 24 24', class: className, 'aria-hidden': 'true' },
    ...paths.map((d) => svg('path', { d, ...attrs })),
  );
}

/** A URL the page may load: http(s), data:image or a same-origin path; anything else is dropped. */
export function safeUrl(url) {
  if (typeof url !== 'string') return undefined;
  return /^(https?:\/\/|data:image\/|\/(?!\/))/i.test(url) ? url : undefined;
}

/** The last path segment of a URL, for placeholder captions ("menu.jpg"). */
export function fileName(url) {
  if (typeof url !== 'string' || url === '') return '';
  try {
    const parsed = new URL(url, location.href);
    const last = parsed.pathname.split('/').filter(Boolean).pop() ?? parsed.host;
    return decodeURIComponent(last).slice(0, 40);
  } catch {
    return url.slice(0, 40);
  }
}

/**
 * An image that shows a placeholder (`glyph`: an icon name or a character, and a caption) until it
 * loads, and keeps showing it when it never does: the sandbox runs without internet, so bots' CDN
 * images usually fail. `aspect` is a CSS aspect-ratio ("20 / 13"); without it the box takes the
 * image's own shape once loaded.
 */
export function picture(url, { glyph = 'image', caption, aspect, fit = 'cover', className = '' } = {}) {
  const src = safeUrl(url);
  const box = h(
    'div',
    { class: `pic ${aspect ? '' : 'pic-auto'} ${className}`, title: typeof url === 'string' ? url : '' },
    h(
      'div',
      { class: 'pic-label' },
      h('span', { class: 'pic-icon' }, ICON_PATHS[glyph] ? icon(glyph) : glyph),
      caption ?? fileName(url),
    ),
  );
  setStyle(box, { aspectRatio: aspect, '--fit': fit });
  if (src) {
    const img = h('img', { alt: '', referrerpolicy: 'no-referrer', decoding: 'async' });
    img.addEventListener('load', () => box.classList.add('loaded'));
    img.addEventListener('error', () => {
      box.classList.add('broken');
      img.remove();
    });
    img.src = src;
    box.append(img);
  }
  return box;
}

/** "14:05" in the viewer's time zone. */
export const clock = (epochMs) =>
  new Date(epochMs).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "Mon, 2 Jun" for date separators; "Today" for today. */
export function day(epochMs) {
  const date = new Date(epochMs);
  if (date.toDateString() === new Date().toDateString()) return 'Today';
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A stable, well-mixed number for a string (picks placeholder colours and shapes). */
export function hash(text) {
  let n = 0x811c9dc5;
  for (const ch of String(text)) n = Math.imul(n ^ ch.codePointAt(0), 0x01000193);
  // Final avalanche so that "446/1988" and "446/1989" look different.
  n = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  n = Math.imul(n ^ (n >>> 13), 0xc2b2ae35);
  return (n ^ (n >>> 16)) >>> 0;
}

/** Pretty JSON for raw bubbles, cut to a readable length. */
export function json(value, max = 4000) {
  let text;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}\n…` : text;
}
