import { clock, day, h, hash, icon, picture } from './dom.js';
import { raw, renderMessage } from './messages.js';

/**
 * The conversation pane: rows of messages, the bot's on the left with the account's avatar and
 * name (on the first of a run), the user's on the right in green. Polling calls `update` every
 * second; it only appends what is new, so scroll positions (carousels, the chat) survive.
 */
export class ChatView {
  constructor(list, ctx) {
    this.list = list;
    this.ctx = ctx;
    this.entries = [];
  }

  /** Forgets what is shown (another channel or user was picked). */
  clear() {
    this.entries = [];
    this.list.replaceChildren();
  }

  /** Shows `entries` (oldest first); true when something new was added at the bottom. */
  update(entries, account) {
    const old = this.entries;
    const keeps = old.length <= entries.length && old.every((entry, i) => entries[i]?.id === entry.id);
    if (keeps && old.length === entries.length && this.accountKey === keyOf(account)) return false;
    const nearBottom = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 80;
    const start = keeps && this.accountKey === keyOf(account) ? old.length : 0;
    if (start === 0) this.list.replaceChildren();
    for (let i = start; i < entries.length; i++)
      this.list.append(...this.row(entries[i], entries[i - 1], account));
    this.entries = entries;
    this.accountKey = keyOf(account);
    if (start === 0 || nearBottom || entries.at(-1)?.from === 'user') this.scrollToEnd();
    return true;
  }

  scrollToEnd() {
    this.list.scrollTop = this.list.scrollHeight;
    // Images and fonts may still change the height: follow them for a moment.
    requestAnimationFrame(() => {
      this.list.scrollTop = this.list.scrollHeight;
    });
  }

  /** The DOM nodes for one entry: maybe a date separator, then the message row. */
  row(entry, previous, account) {
    const nodes = [];
    if (!previous || day(previous.at) !== day(entry.at))
      nodes.push(h('div', { class: 'date' }, h('span', {}, day(entry.at))));
    const fromBot = entry.from === 'bot';
    const sender = fromBot ? entry.message?.sender : undefined;
    const first =
      !previous ||
      previous.from !== entry.from ||
      day(previous.at) !== day(entry.at) ||
      sender?.name !== previous.message?.sender?.name;
    let drawn;
    try {
      drawn = renderMessage(entry, this.ctx);
    } catch (error) {
      drawn = raw(entry.message, String(error));
    }
    // A LINE notification message reached this user by their phone number: LINE labels it so.
    const pnp = entry.via === 'pnp' || entry.via === 'pnpTemplated';
    const content = h(
      'div',
      { class: `content ${drawn.kind}` },
      pnp ? h('div', { class: 'pnp-label' }, 'LINE notification message') : null,
      drawn.el,
    );
    const meta = h('div', { class: 'meta' }, clock(entry.at));
    const wide = drawn.kind === 'wide' ? 'wide' : '';
    const classes = `row ${fromBot ? 'bot' : 'user'} ${first ? 'first' : ''} ${wide}`;
    if (!fromBot) {
      nodes.push(
        h('div', { class: classes, dataset: { id: entry.id } }, h('div', { class: 'line' }, meta, content)),
      );
      return nodes;
    }
    const name = sender?.name ?? account?.displayName ?? 'Official account';
    const avatar = first
      ? avatarOf(name, sender?.iconUrl ?? account?.pictureUrl)
      : h('div', { class: 'avatar-space' });
    nodes.push(
      h(
        'div',
        { class: classes, dataset: { id: entry.id } },
        avatar,
        h(
          'div',
          { class: 'col' },
          first ? h('div', { class: 'name' }, name) : null,
          h('div', { class: 'line' }, content, meta),
        ),
      ),
    );
    return nodes;
  }
}

const keyOf = (account) => `${account?.channelId}|${account?.displayName}|${account?.pictureUrl}`;

/** The account's picture, or its initial on a coloured disc (offline, pictures rarely load). */
export function avatarOf(name, url) {
  const initial = [...String(name ?? '?').trim()][0] ?? '?';
  const pic = picture(url, { glyph: initial, caption: '', aspect: '1 / 1' });
  pic.classList.add('avatar');
  pic.style.setProperty('--hue', String(hash(name) % 360));
  return pic;
}

/** The quick replies to show: the last message's, if the bot sent it and they were not used yet. */
export function quickReplyOf(entries, dismissedId) {
  const last = entries.at(-1);
  if (last?.from !== 'bot' || last.id === dismissedId) return undefined;
  const items = last.message?.quickReply?.items;
  return Array.isArray(items) && items.length > 0 ? { id: last.id, items } : undefined;
}

const CHIP_ICONS = {
  camera: 'camera',
  cameraRoll: 'image',
  location: 'pin',
  datetimepicker: 'calendar',
  uri: 'link',
};

/** Quick reply buttons: the item's image, else LINE's default icon for camera/location/… actions. */
export function quickReplyChips(items, onTap) {
  return items.map((item) => {
    const action = item.action ?? {};
    const image = item.imageUrl
      ? picture(item.imageUrl, { aspect: '1 / 1', caption: '', glyph: '•' })
      : CHIP_ICONS[action.type] && icon(CHIP_ICONS[action.type]);
    const chip = h(
      'button',
      { type: 'button', class: 'chip', title: action.type },
      image,
      action.label ?? action.text ?? action.type,
    );
    chip.addEventListener('click', () => onTap(action));
    return chip;
  });
}
