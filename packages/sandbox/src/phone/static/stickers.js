import { h, hash, svg } from './dom.js';

/**
 * Stand-ins for LINE's stickers and LINE emoji, which are images on LINE's CDN (out of reach
 * offline): a small character drawn in SVG, its colour, mouth and accent picked from the IDs, so
 * the same sticker always looks the same. No emoji font needed.
 */
export function stickerArt(packageId, stickerId, size = 110) {
  const n = hash(`${packageId}/${stickerId}`);
  const hue = n % 360;
  const fill = `hsl(${hue} 65% 78%)`;
  const ink = `hsl(${hue} 35% 28%)`;
  const line = { stroke: ink, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' };
  const mouths = [
    svg('path', { d: 'M50 80 Q60 91 70 80', ...line }),
    svg('ellipse', { cx: 60, cy: 83, rx: 6, ry: 7, fill: ink }),
    svg('path', { d: 'M51 83 H69', ...line }),
    svg('path', { d: 'M50 86 Q60 76 70 86', ...line }),
  ];
  const accents = [
    svg('path', { d: 'M100 16 c-6-8-18-2-12 8 l12 12 12-12 c6-10-6-16-12-8z', fill: '#ff5c8a' }),
    svg('path', {
      d: 'M104 8 v20 M104 36 v2',
      stroke: '#ff7a00',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    svg('path', { d: 'M104 6 l4 10 10 4 -10 4 -4 10 -4-10 -10-4 10-4z', fill: '#ffc400' }),
    svg('circle', { cx: 104, cy: 20, r: 0 }),
  ];
  return svg(
    'svg',
    { viewBox: '0 0 120 120', width: size, height: size, class: 'sticker-art', 'aria-hidden': 'true' },
    svg('circle', { cx: 32, cy: 34, r: 15, fill, stroke: ink, 'stroke-width': 3 }),
    svg('circle', { cx: 88, cy: 34, r: 15, fill, stroke: ink, 'stroke-width': 3 }),
    svg('ellipse', { cx: 60, cy: 70, rx: 44, ry: 40, fill, stroke: ink, 'stroke-width': 3 }),
    svg('circle', { cx: 45, cy: 64, r: 5, fill: ink }),
    svg('circle', { cx: 75, cy: 64, r: 5, fill: ink }),
    svg('ellipse', { cx: 36, cy: 78, rx: 7, ry: 4, fill: '#ff8fa3', opacity: 0.7 }),
    svg('ellipse', { cx: 84, cy: 78, rx: 7, ry: 4, fill: '#ff8fa3', opacity: 0.7 }),
    mouths[(n >> 3) % mouths.length],
    accents[(n >> 6) % accents.length],
  );
}

/** A LINE emoji inside text: a small round face the height of the text. */
export function emojiArt(productId, emojiId) {
  const n = hash(`${productId}/${emojiId}`);
  const title = `LINE emoji ${productId ?? ''}/${emojiId ?? ''}`;
  const face = svg(
    'svg',
    { viewBox: '0 0 24 24', class: 'line-emoji', 'aria-hidden': 'true' },
    svg('circle', {
      cx: 12,
      cy: 12,
      r: 10.5,
      fill: `hsl(${40 + (n % 40)} 95% 60%)`,
      stroke: '#b7791f',
      'stroke-width': 1,
    }),
    svg('circle', { cx: 8.5, cy: 10, r: 1.4, fill: '#5a3a00' }),
    svg('circle', { cx: 15.5, cy: 10, r: 1.4, fill: '#5a3a00' }),
    svg('path', {
      d: n % 2 ? 'M7.5 14 Q12 19 16.5 14' : 'M8 15 Q12 17.5 16 15',
      stroke: '#5a3a00',
      'stroke-width': 1.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  return h('span', { class: 'line-emoji-box', title }, face);
}
