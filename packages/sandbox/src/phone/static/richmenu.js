import { h } from './dom.js';

/**
 * The rich menu the user sees: its uploaded image (served by the sandbox) with the tappable areas
 * laid over it, or, without a usable image, a grid of the areas with their labels. `menu` is the
 * control API's view: { richMenuId, size, areas, chatBarText, selected, hasImage }.
 */
export function renderRichMenu(menu, { imageUrl, act }) {
  const size = menu.size ?? { width: 2500, height: 1686 };
  const el = h('div', { class: `richmenu ${menu.hasImage ? 'with-image' : 'no-image'}` });
  el.style.aspectRatio = `${size.width} / ${size.height}`;
  if (menu.hasImage) {
    const img = h('img', { alt: menu.name ?? 'rich menu', src: imageUrl });
    // Seeds may upload a PNG header with no pixels: fall back to the labelled grid.
    img.addEventListener('error', () => {
      el.classList.replace('with-image', 'no-image');
      img.remove();
    });
    el.append(img);
  }
  const pct = (v, of) => `${(100 * Number(v ?? 0)) / Number(of)}%`;
  for (const [i, area] of (menu.areas ?? []).entries()) {
    const b = area.bounds ?? {};
    const action = area.action ?? {};
    const button = h(
      'button',
      { type: 'button', class: `rm-area rm-${action.type}`, title: describe(action) },
      h('span', { class: 'rm-label' }, label(action, i)),
    );
    Object.assign(button.style, {
      left: pct(b.x, size.width),
      top: pct(b.y, size.height),
      width: pct(b.width, size.width),
      height: pct(b.height, size.height),
    });
    // A colour per area for the grid shown without an image.
    button.style.setProperty('--hue', String((i * 67 + 140) % 360));
    button.addEventListener('click', () => act(action));
    el.append(button);
  }
  return el;
}

function label(action, i) {
  if (action.label) return action.label;
  if (action.type === 'message') return action.text ?? `Area ${i + 1}`;
  if (action.type === 'uri') return '↗ Link';
  if (action.type === 'richmenuswitch') return `⇄ ${action.richMenuAliasId ?? ''}`;
  return `Area ${i + 1}`;
}

function describe(action) {
  const detail = action.text ?? action.data ?? action.uri ?? action.richMenuAliasId ?? '';
  return `${action.type}${detail ? `: ${detail}` : ''}`;
}
