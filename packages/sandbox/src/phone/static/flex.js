import { h, picture, setStyle } from './dom.js';

/**
 * Flex Message renderer: container (bubble, carousel) → blocks (header, hero, body, footer) →
 * components (box, text, span, image, video, icon, button, separator, filler), mapped onto CSS
 * flexbox the way LINE lays them out.
 * https://developers.line.biz/en/docs/messaging-api/flex-message-layout/
 * Keyword sizes are the pixel values the LINE app uses. `act(action)` runs a tapped action.
 */

const SPACE = { none: 0, xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 20 };
const TEXT_SIZE = {
  xxs: 11,
  xs: 13,
  sm: 14,
  md: 16,
  lg: 19,
  xl: 22,
  xxl: 29,
  '3xl': 35,
  '4xl': 48,
  '5xl': 74,
};
const IMAGE_SIZE = {
  xxs: 40,
  xs: 60,
  sm: 80,
  md: 100,
  lg: 120,
  xl: 140,
  xxl: 160,
  '3xl': 180,
  '4xl': 200,
  '5xl': 240,
};
const BORDER = { none: 0, light: 0.5, normal: 1, medium: 2, 'semi-bold': 3, bold: 4 };
const RADIUS = { none: 0, xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 20 };
const BUBBLE_WIDTH = { nano: 120, micro: 160, deca: 220, hecto: 241, kilo: 260, mega: 300, giga: 386 };
const BUTTON_COLOR = { primary: '#17c950', secondary: '#dcdfe5', link: '#42659a' };
const ALIGN = { start: 'flex-start', end: 'flex-end', center: 'center' };
const GRAVITY = { top: 'flex-start', bottom: 'flex-end', center: 'center' };

/** A keyword from `table`, or a literal "12px" / "50%"; undefined otherwise. */
function size(value, table = {}) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && Object.hasOwn(table, value)) return `${table[value]}px`;
  return typeof value === 'string' && /^-?\d+(\.\d+)?(px|%)$/.test(value) ? value : undefined;
}

/** "20:13" → "20 / 13" (CSS aspect-ratio). */
function ratio(value, fallback = '1 / 1') {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(String(value ?? ''));
  return match ? `${match[1]} / ${match[2]}` : fallback;
}

/** Whole Flex container: a bubble or a horizontally scrolling carousel. */
export function renderFlex(container, act) {
  if (container?.type === 'carousel') {
    const bubbles = Array.isArray(container.contents) ? container.contents : [];
    return h(
      'div',
      { class: 'flex-carousel' },
      bubbles.map((b) => bubble(b, act, true)),
    );
  }
  if (container?.type === 'bubble') return bubble(container, act, false);
  throw new Error(`unknown flex container ${container?.type}`);
}

function bubble(b, act, inCarousel) {
  const el = h('div', { class: `flex-bubble ${inCarousel ? 'in-carousel' : ''}`, dir: b.direction });
  el.style.width = `${BUBBLE_WIDTH[b.size] ?? BUBBLE_WIDTH.mega}px`;
  const styles = b.styles ?? {};
  let first = true;
  for (const name of ['header', 'hero', 'body', 'footer']) {
    const part = b[name];
    if (!part) continue;
    const style = styles[name] ?? {};
    const block = h('div', { class: `flex-block flex-${name}` });
    setStyle(block, { backgroundColor: style.backgroundColor });
    if (style.separator && !first) block.style.borderTop = `1px solid ${style.separatorColor ?? '#e5e5e5'}`;
    block.append(component(part, 'vertical', act));
    el.append(block);
    first = false;
  }
  if (b.action) tappable(el, b.action, act);
  return el;
}

/** One component; `parent` is the layout of the box it sits in. */
function component(c, parent, act) {
  switch (c?.type) {
    case 'box':
      return box(c, act);
    case 'text':
      return text(c, act);
    case 'image':
      return image(c, act);
    case 'video':
      return video(c, act);
    case 'icon':
      return icon(c);
    case 'button':
      return button(c, act);
    case 'separator':
      return h('div', { class: `fx-separator fx-separator-${parent}`, style: { borderColor: c.color } });
    case 'filler':
      return h('div', { class: 'fx-filler' });
    case 'spacer':
      return h('div', { class: 'fx-filler', style: { flex: `0 0 ${size(c.size, SPACE) ?? '8px'}` } });
    default:
      return h('div', { class: 'fx-unknown' }, `[${c?.type ?? 'component'}]`);
  }
}

function box(c, act) {
  const layout = ['horizontal', 'baseline'].includes(c.layout) ? c.layout : 'vertical';
  const el = h('div', { class: `fx-box fx-${layout}` });
  const border = size(c.borderWidth, BORDER);
  setStyle(el, {
    backgroundColor: c.backgroundColor,
    borderColor: c.borderColor,
    borderWidth: border,
    borderStyle: border ? 'solid' : undefined,
    borderRadius: size(c.cornerRadius, RADIUS),
    padding: size(c.paddingAll, SPACE),
    paddingTop: size(c.paddingTop, SPACE),
    paddingBottom: size(c.paddingBottom, SPACE),
    paddingInlineStart: size(c.paddingStart, SPACE),
    paddingInlineEnd: size(c.paddingEnd, SPACE),
    width: size(c.width),
    maxWidth: size(c.maxWidth),
    height: size(c.height),
    maxHeight: size(c.maxHeight),
    justifyContent: c.justifyContent,
    alignItems: c.alignItems,
  });
  const g = c.background;
  if (g?.type === 'linearGradient') {
    const middle = g.centerColor ? `, ${g.centerColor} ${g.centerPosition ?? '50%'}` : '';
    el.style.background = `linear-gradient(${g.angle ?? '0deg'}, ${g.startColor}${middle}, ${g.endColor})`;
  }
  const children = Array.isArray(c.contents) ? c.contents : [];
  children.forEach((child, index) => {
    const node = component(child, layout, act);
    placeItem(node, child, layout, index === 0 ? undefined : c.spacing);
    el.append(node);
  });
  if (c.action) tappable(el, c.action, act);
  return el;
}

/**
 * What a component's own properties say about its place in the parent box: `flex` (default 1 in
 * horizontal/baseline boxes, 0 in vertical ones and for boxes sized along the main axis), `margin`
 * (else the box's `spacing`, never before the first child), `gravity`, `position` and offsets.
 */
function placeItem(node, c, layout, spacing) {
  const across = layout !== 'vertical';
  const defaultFlex = c.type === 'filler' ? 1 : across ? 1 : 0;
  // A box with its own width (height in a vertical box) keeps it, as in LINE's avatar circles.
  const sized = c.type === 'box' && (across ? c.width : c.height) !== undefined;
  const flex = Number.isFinite(c.flex) ? c.flex : sized ? 0 : defaultFlex;
  node.style.flex = flex > 0 ? (across ? `${flex} 1 0%` : `${flex} 0 auto`) : '0 0 auto';
  if (c.type === 'icon') node.style.flex = '0 0 auto';
  const gap = c.type === 'filler' ? undefined : size(c.margin ?? spacing, SPACE);
  if (gap) node.style[across ? 'marginInlineStart' : 'marginTop'] = gap;
  if (across && GRAVITY[c.gravity] && c.type !== 'box') node.style.alignSelf = GRAVITY[c.gravity];
  if (c.position === 'absolute') node.style.position = 'absolute';
  setStyle(node, {
    top: size(c.offsetTop),
    bottom: size(c.offsetBottom),
    insetInlineStart: size(c.offsetStart),
    insetInlineEnd: size(c.offsetEnd),
  });
}

/** Text styling shared by text components and spans. */
function fontStyle(c) {
  return {
    fontSize: size(c.size, TEXT_SIZE),
    color: c.color,
    fontWeight: c.weight === 'bold' ? '700' : undefined,
    fontStyle: c.style === 'italic' ? 'italic' : undefined,
    textDecoration:
      c.decoration === 'underline' || c.decoration === 'line-through' ? c.decoration : undefined,
  };
}

function text(c, act) {
  const spans = Array.isArray(c.contents) && c.contents.length > 0 ? c.contents : undefined;
  const content = spans
    ? spans.map((s) => h('span', { style: fontStyle(s) }, String(s.text ?? '')))
    : String(c.text ?? '');
  const el = h('div', { class: `fx-text ${c.wrap ? 'wrap' : 'nowrap'}` }, content);
  setStyle(el, { ...fontStyle({ ...c, size: c.size ?? 'md' }), textAlign: c.align });
  if (c.wrap && Number.isInteger(c.maxLines) && c.maxLines > 0) {
    el.classList.add('clamped');
    el.style.webkitLineClamp = String(c.maxLines);
  }
  const spacing = size(c.lineSpacing);
  if (spacing) el.style.lineHeight = `calc(1.4em + ${spacing})`;
  if (c.action) tappable(el, c.action, act);
  return el;
}

function image(c, act) {
  const pic = picture(c.url, {
    aspect: ratio(c.aspectRatio),
    fit: c.aspectMode === 'cover' ? 'cover' : 'contain',
    caption: '',
  });
  const full = c.size === 'full';
  setStyle(pic, {
    width: full ? '100%' : (size(c.size, IMAGE_SIZE) ?? `${IMAGE_SIZE.md}px`),
    backgroundColor: c.backgroundColor,
  });
  // The image sits in a full-width row so that `align` can place it.
  const el = h('div', { class: 'fx-image', style: { justifyContent: ALIGN[c.align] ?? 'center' } }, pic);
  if (c.action) tappable(el, c.action, act);
  return el;
}

function video(c, act) {
  const alt = c.altContent?.type === 'image' ? c.altContent : undefined;
  const pic = picture(c.previewUrl ?? alt?.url, { aspect: ratio(c.aspectRatio, '16 / 9'), glyph: 'video' });
  pic.append(h('div', { class: 'play' }, '▶'));
  const el = h('div', { class: 'fx-image fx-video', title: c.url }, pic);
  pic.style.width = '100%';
  if (c.action) tappable(el, c.action, act);
  return el;
}

/** Icons decorate baseline boxes; offline, a star stands in (most Flex samples use rating stars). */
function icon(c) {
  const px = TEXT_SIZE[c.size] ?? (Number.parseFloat(size(c.size) ?? '') || TEXT_SIZE.md);
  const [w, hgt] = ratio(c.aspectRatio, '1 / 1').split(' / ').map(Number);
  const url = String(c.url ?? '');
  const glyph = /star/i.test(url) ? '★' : '●';
  const muted = /gr[ae]y|off|empty/i.test(url);
  const pic = picture(c.url, { aspect: `${w} / ${hgt}`, fit: 'contain', glyph, caption: '' });
  pic.classList.add('fx-icon', muted ? 'muted' : 'lit');
  setStyle(pic, { width: `${(px * w) / hgt}px`, height: `${px}px`, fontSize: `${px * 0.8}px` });
  return pic;
}

function button(c, act) {
  const style = ['primary', 'secondary'].includes(c.style) ? c.style : 'link';
  const color = c.color ?? BUTTON_COLOR[style];
  const el = h(
    'button',
    { type: 'button', class: `fx-button fx-button-${style} ${c.height === 'sm' ? 'sm' : 'md'}` },
    String(c.action?.label ?? ''),
  );
  setStyle(el, style === 'link' ? { color } : { backgroundColor: color });
  el.addEventListener('click', (event) => {
    event.stopPropagation();
    act(c.action);
  });
  return el;
}

function tappable(el, action, act) {
  el.classList.add('tappable');
  el.title = action?.label ?? action?.type ?? '';
  el.addEventListener('click', (event) => {
    event.stopPropagation();
    act(action);
  });
}
