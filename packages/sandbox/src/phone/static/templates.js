import { fileName, h, picture, safeUrl } from './dom.js';

/**
 * Imagemap and template messages (buttons, confirm, carousel, image_carousel): cards whose areas
 * and buttons run their actions through `ctx.act`.
 * https://developers.line.biz/en/reference/messaging-api/#imagemap-message
 * https://developers.line.biz/en/reference/messaging-api/#template-messages
 */

/**
 * Imagemap: the base image (LINE fetches `baseUrl/{width}`) with its tappable areas outlined; the
 * areas are in the 1040-px-wide base coordinate space, placed here in percentages.
 */
export function imagemap(m, _entry, ctx) {
  const base = m.baseSize ?? { width: 1040, height: 1040 };
  const pct = (v, of) => `${(100 * Number(v)) / Number(of)}%`;
  const pic = picture(m.baseUrl ? `${m.baseUrl}/700` : undefined, {
    aspect: `${base.width} / ${base.height}`,
    caption: `imagemap · ${fileName(m.baseUrl)}`,
  });
  pic.classList.add('imagemap');
  for (const [i, action] of (m.actions ?? []).entries()) {
    const area = action.area ?? {};
    const label =
      action.label ??
      (action.type === 'message'
        ? action.text
        : action.type === 'uri'
          ? action.linkUri
          : action.type === 'clipboard'
            ? `📋 ${action.clipboardText}`
            : `#${i + 1}`);
    const el = h(
      'button',
      {
        type: 'button',
        class: `area area-${action.type}`,
        title: `${action.type}: ${action.text ?? action.linkUri ?? action.clipboardText ?? ''}`,
      },
      h('span', {}, label),
    );
    Object.assign(el.style, {
      left: pct(area.x, base.width),
      top: pct(area.y, base.height),
      width: pct(area.width, base.width),
      height: pct(area.height, base.height),
    });
    // Imagemap actions name their payloads differently from ordinary actions.
    el.addEventListener('click', () =>
      ctx.act(action.type === 'uri' ? { type: 'uri', uri: action.linkUri } : action),
    );
    pic.append(el);
  }
  const v = m.video;
  if (!v?.area) return { kind: 'bare', el: pic };
  // The video plays over its area (LINE plays it in place; here it opens), then LINE shows the
  // external link's label under the image map.
  const play = h(
    'button',
    { type: 'button', class: 'area area-video', title: `video: ${v.originalContentUrl ?? ''}` },
    h('span', {}, '▶ video'),
  );
  Object.assign(play.style, {
    left: pct(v.area.x, base.width),
    top: pct(v.area.y, base.height),
    width: pct(v.area.width, base.width),
    height: pct(v.area.height, base.height),
  });
  play.addEventListener('click', () => window.open(safeUrl(v.originalContentUrl) ?? 'about:blank', '_blank'));
  pic.append(play);
  const link = v.externalLink;
  if (!link?.label) return { kind: 'bare', el: pic };
  const label = h('button', { type: 'button', class: 'video-link', title: link.linkUri ?? '' }, link.label);
  label.addEventListener('click', () => ctx.act({ type: 'uri', uri: link.linkUri }));
  return { kind: 'bare', el: h('div', { class: 'imagemap-video' }, pic, label) };
}

const TEMPLATE_ASPECT = { rectangle: '1.51 / 1', square: '1 / 1' };

/** Template messages: buttons, confirm, carousel, image_carousel. */
export function template(m, _entry, ctx) {
  const t = m.template ?? {};
  const aspect = TEMPLATE_ASPECT[t.imageAspectRatio] ?? TEMPLATE_ASPECT.rectangle;
  const fit = t.imageSize === 'contain' ? 'contain' : 'cover';
  switch (t.type) {
    case 'buttons':
      return { kind: 'bare', el: column(t, { aspect, fit }, ctx) };
    case 'confirm':
      return {
        kind: 'bare',
        el: h(
          'div',
          { class: 'card template confirm' },
          h('div', { class: 'card-body center' }, t.text ?? ''),
          h(
            'div',
            { class: 'confirm-actions' },
            (t.actions ?? []).map((a) => actionButton(a, ctx)),
          ),
        ),
      };
    case 'carousel':
      return {
        kind: 'wide',
        el: h(
          'div',
          { class: 'h-scroll' },
          (t.columns ?? []).map((c) => column(c, { aspect, fit }, ctx)),
        ),
      };
    case 'image_carousel':
      return {
        kind: 'wide',
        el: h(
          'div',
          { class: 'h-scroll' },
          (t.columns ?? []).map((c) => {
            const pic = picture(c.imageUrl, { aspect: '1 / 1' });
            const el = h(
              'button',
              { type: 'button', class: 'image-column' },
              pic,
              c.action?.label ? h('span', { class: 'image-label' }, c.action.label) : null,
            );
            el.addEventListener('click', () => ctx.act(c.action));
            return el;
          }),
        ),
      };
    default:
      throw new Error(`unknown template type "${t.type}"`);
  }
}

/** A buttons template, or one column of a carousel template. */
function column(c, { aspect, fit }, ctx) {
  const thumb = c.thumbnailImageUrl ? picture(c.thumbnailImageUrl, { aspect, fit }) : null;
  if (thumb && c.imageBackgroundColor) thumb.style.backgroundColor = c.imageBackgroundColor;
  const body = h(
    'div',
    { class: 'card-body' },
    c.title ? h('div', { class: 'card-title' }, c.title) : null,
    h('div', { class: c.title ? 'muted' : '' }, c.text ?? ''),
  );
  const el = h(
    'div',
    { class: 'card template' },
    thumb,
    body,
    h(
      'div',
      { class: 'card-actions' },
      (c.actions ?? []).map((a) => actionButton(a, ctx)),
    ),
  );
  if (c.defaultAction) {
    for (const part of [thumb, body]) {
      if (!part) continue;
      part.classList.add('tappable');
      part.addEventListener('click', () => ctx.act(c.defaultAction));
    }
  }
  return el;
}

function actionButton(action, ctx) {
  const el = h(
    'button',
    { type: 'button', class: 'action-button', title: action?.type },
    action?.label ?? action?.type ?? '?',
  );
  el.addEventListener('click', () => ctx.act(action));
  return el;
}
