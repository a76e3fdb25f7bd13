import { perform, SAMPLE_LOCATION, STICKERS, samplePng } from './actions.js';
import { api } from './api.js';
import { defaultChannel } from './channel-pick.js';
import { ChatView, quickReplyChips, quickReplyOf } from './chat.js';
import { clock, h, icon } from './dom.js';
import { renderChannels, renderUsers, renderWebhooks } from './panel.js';
import { renderRichMenu } from './richmenu.js';
import { stickerArt } from './stickers.js';

/**
 * The phone page: pick a channel (official account) and a simulated user on the left, chat as
 * that user on the right. Everything goes through the control API; the chat and the rich menu are
 * polled every second so that what the console sends shows up live.
 */
const $ = (id) => document.getElementById(id);
const POLL_MS = 1000;

const state = {
  channels: [],
  /** All users, with `friendship` to the selected channel when they have one. */
  users: [],
  channelId: undefined,
  userId: undefined,
  entries: [],
  menu: null,
  menuKey: '',
  /** 'menu' (chat bar + rich menu) or 'keyboard' (text input); only meaningful with a rich menu. */
  mode: 'menu',
  menuOpen: false,
  /** The menuKey the rich menu slot was drawn for. */
  slotFor: undefined,
  /** Quick replies disappear once used. */
  dismissedQuickReply: undefined,
  webhooksKey: '',
};

const channel = () => state.channels.find((c) => c.channelId === state.channelId);
const user = () => state.users.find((u) => u.userId === state.userId);
const userName = (userId) => state.users.find((u) => u.userId === userId)?.displayName ?? 'user';

// ——— What the user does (the session the renderers' actions call) ———

/** Runs a control call for the selected pair, reports failures, then refreshes at once. */
async function act(what, fn) {
  if (!state.channelId || !state.userId) return toast('Pick an account and a user first.');
  try {
    const result = await fn(state.channelId, state.userId);
    const delivery = result?.delivery;
    if (delivery && (delivery.status === null || delivery.status >= 300))
      toast(`${what}: webhook answered ${delivery.status ?? delivery.error ?? 'nothing'}`);
    return result;
  } catch (error) {
    toast(`${what} failed: ${error.message}`);
    return undefined;
  } finally {
    void refresh({ lists: true });
  }
}

const session = {
  sendText: (text) =>
    text.trim() ? act('Send', (c, u) => api.send(c, u, { type: 'text', text })) : undefined,
  sendMessage: (message) => act('Send', (c, u) => api.send(c, u, message)),
  postback: (body) => act('Postback', (c, u) => api.postback(c, u, body)),
  switchRichMenu: async (body) => {
    const result = await act('Rich menu switch', (c, u) => api.switchRichMenu(c, u, body));
    const status = result?.event?.postback?.params?.status;
    if (status && status !== 'SUCCESS') toast(`Rich menu switch: ${status}`);
  },
  sendSampleImage: () => session.sendMessage({ type: 'image', contentType: 'image/png', data: samplePng() }),
  sendSampleLocation: () => session.sendMessage(SAMPLE_LOCATION),
  openKeyboard: (text) => {
    setMode('keyboard');
    $('text').value = text;
    fitTextBox();
    $('text').focus();
  },
  showRichMenu: (open) => {
    if (!state.menu) return;
    setMode('menu');
    state.menuOpen = open;
    renderBottom();
  },
  toast,
};

/** Taps on anything the bot sent (and on the rich menu, quick replies). */
const runAction = (action) => perform(action, session);

const chat = new ChatView($('chat'), {
  act: runAction,
  contentUrl: (entry) => api.contentUrl(state.channelId, entry.id),
  quoted: (token) => state.entries.find((e) => e.quoteToken === token),
  quotedById: (id) => state.entries.find((e) => e.id === id),
  userName,
  videoPlayed: (trackingId) =>
    act('Video played', (c, u) => api.videoPlayComplete(c, u, trackingId)).then(
      (r) => r && toast(`videoPlayComplete sent (trackingId ${trackingId})`),
    ),
});

// ——— Polling ———

let tick = 0;
/** Refreshes may overlap (poll + after an action): only the newest answer is drawn. */
let started = 0;
let drawn = 0;

async function refresh({ lists = false } = {}) {
  const seq = ++started;
  try {
    if (lists || tick % 5 === 0) await loadLists();
    if (state.channelId && state.userId) {
      const pair = `${state.channelId}|${state.userId}`;
      const [chatResult, menu] = await Promise.all([
        api.chat(state.channelId, state.userId),
        api.richMenu(state.channelId, state.userId),
      ]);
      if (seq < drawn || pair !== `${state.channelId}|${state.userId}`) return;
      drawn = seq;
      state.entries = chatResult.messages;
      chat.update(state.entries, channel());
      // Messages drawn on a visible page have been seen, as LINE's insight counts an open.
      const unseen = state.entries.some((entry) => entry.from === 'bot' && entry.openedAt === undefined);
      if (unseen && document.visibilityState === 'visible') await api.open(state.channelId, state.userId);
      setMenu(menu);
      renderQuickReplies();
    }
    if (state.channelId) await loadWebhooks();
  } catch (error) {
    toast(`Sandbox unreachable: ${error.message}`);
  }
}

async function poll() {
  tick++;
  $('time').textContent = clock(Date.now());
  await refresh();
  setTimeout(poll, POLL_MS);
}

// ——— Left panel: channel, users, friendship ———

async function loadLists() {
  // A user picked or created while this load runs is kept, even if the answer predates them.
  const selected = state.userId;
  const [{ channels }, { users }] = await Promise.all([api.channels(), api.users()]);
  state.channels = channels;
  if (!channels.some((c) => c.channelId === state.channelId)) state.channelId = defaultChannel(channels);
  const linked = state.channelId ? (await api.usersOf(state.channelId)).users : [];
  const friendship = new Map(linked.map((u) => [u.userId, u.friendship]));
  state.users = users.map((u) => ({ ...u, friendship: friendship.get(u.userId) }));
  if (state.userId === selected && !state.users.some((u) => u.userId === state.userId)) {
    state.userId = (state.users.find((u) => u.friendship?.status === 'friend') ?? state.users[0])?.userId;
    selectionChanged();
  }
  renderPanel();
}

function renderPanel() {
  renderChannels($('channel'), state.channels, state.channelId);
  renderUsers($('users'), state.users, {
    selectedId: state.userId,
    filter: $('user-filter').value,
    onSelect: selectUser,
  });
  const status = user()?.friendship?.status;
  $('status').textContent = !user() ? '—' : (status ?? 'not a friend');
  $('status').className = `badge ${status ?? 'none'}`;
  $('follow').disabled = !user() || status === 'friend';
  $('follow').textContent = status === 'blocked' ? 'Unblock' : 'Follow';
  $('block').disabled = status !== 'friend';
  $('unfollow').disabled = status !== 'friend';
  renderHeader();
}

function renderHeader() {
  const c = channel();
  $('oa-name').textContent = c?.displayName ?? 'Pick an account';
  const status = user()?.friendship?.status;
  const banner = $('banner');
  banner.hidden = !c || !user() || status === 'friend';
  if (banner.hidden) return;
  const fix = h('button', { type: 'button' }, status === 'blocked' ? 'Unblock' : 'Add friend');
  fix.addEventListener('click', () => act('Follow', api.follow));
  banner.replaceChildren(
    h(
      'span',
      {},
      status === 'blocked'
        ? 'You have blocked this account.'
        : `${user().displayName} is not a friend of ${c.displayName}.`,
    ),
    fix,
  );
}

function selectUser(userId) {
  state.userId = userId;
  selectionChanged();
  renderPanel();
  void refresh();
}

/** Another pair: start the chat view and bottom area afresh, and remember the choice in the URL. */
function selectionChanged() {
  chat.clear();
  state.entries = [];
  state.menu = null;
  state.menuKey = '';
  state.slotFor = undefined;
  state.dismissedQuickReply = undefined;
  renderBottom();
  renderQuickReplies();
  const params = new URLSearchParams();
  if (state.channelId) params.set('channel', state.channelId);
  if (state.userId) params.set('user', state.userId);
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

async function loadWebhooks() {
  const { webhooks } = await api.webhooks(state.channelId);
  const key = webhooks.map((w) => `${w.at}${w.status}`).join();
  if (key === state.webhooksKey) return;
  state.webhooksKey = key;
  renderWebhooks($('webhooks'), webhooks, Boolean(channel()?.webhook?.endpoint));
}

// ——— Bottom of the phone: quick replies, composer, rich menu ———

function renderQuickReplies() {
  const box = $('quick-replies');
  const quick = quickReplyOf(state.entries, state.dismissedQuickReply);
  box.hidden = !quick;
  if (!quick) {
    delete box.dataset.for;
    return box.replaceChildren();
  }
  if (box.dataset.for === quick.id) return undefined;
  box.dataset.for = quick.id;
  box.replaceChildren(
    ...quickReplyChips(quick.items, (action) => {
      state.dismissedQuickReply = quick.id;
      renderQuickReplies();
      void runAction(action);
    }),
  );
  return undefined;
}

function setMenu(menu) {
  const key = menu ? JSON.stringify(menu) : '';
  if (key === state.menuKey) return;
  const previous = state.menu;
  state.menu = menu;
  state.menuKey = key;
  // A menu appearing starts the way LINE opens it: expanded only when `selected`. A switch
  // (another menu replacing a shown one) keeps the menu open, like changing tabs.
  if (menu && previous?.richMenuId !== menu.richMenuId) {
    state.mode = 'menu';
    state.menuOpen = previous ? state.menuOpen : menu.selected === true;
  }
  renderBottom();
}

function setMode(mode) {
  state.mode = state.menu ? mode : 'keyboard';
  renderBottom();
}

function renderBottom() {
  const menu = state.menu;
  const keyboard = !menu || state.mode === 'keyboard';
  $('composer').hidden = !keyboard;
  $('to-menu').hidden = !menu;
  $('chatbar').hidden = keyboard;
  $('menu-toggle').textContent = `${menu?.chatBarText ?? 'Menu'} ${state.menuOpen ? '▾' : '▴'}`;
  const slot = $('richmenu-slot');
  slot.hidden = keyboard || !state.menuOpen;
  if (!menu) return slot.replaceChildren();
  if (state.slotFor !== state.menuKey) {
    state.slotFor = state.menuKey;
    slot.replaceChildren(
      renderRichMenu(menu, {
        imageUrl: api.richMenuImageUrl(state.channelId, menu.richMenuId),
        act: runAction,
      }),
    );
  }
  return undefined;
}

function toggleStickers() {
  const picker = $('sticker-picker');
  picker.hidden = !picker.hidden;
  if (picker.hidden || picker.childElementCount) return;
  for (const s of STICKERS) {
    const button = h(
      'button',
      { type: 'button', title: `${s.packageId}/${s.stickerId}` },
      stickerArt(s.packageId, s.stickerId, 64),
    );
    button.addEventListener('click', () => {
      picker.hidden = true;
      void session.sendMessage({ type: 'sticker', ...s });
    });
    picker.append(button);
  }
}

function fitTextBox() {
  const box = $('text');
  box.style.height = 'auto';
  box.style.height = `${Math.min(box.scrollHeight, 96)}px`;
}

// ——— Toast (inside the phone) ———

let toastTimer;
function toast(...parts) {
  const el = $('toast');
  el.replaceChildren(...parts);
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    el.hidden = true;
  }, 5000);
}

// ——— Wiring ———

$('channel').addEventListener('change', (event) => {
  state.channelId = event.target.value;
  state.userId = undefined;
  state.webhooksKey = '';
  void refresh({ lists: true });
});
$('user-filter').addEventListener('input', renderPanel);
$('follow').addEventListener('click', () => act('Follow', api.follow));
$('block').addEventListener('click', () => act('Block', api.block));
$('unfollow').addEventListener('click', () => act('Unfollow', api.unfollow));
$('new-user').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const data = new FormData(form);
  try {
    const phoneNumber = String(data.get('phoneNumber') ?? '').trim();
    const created = await api.createUser({
      displayName: String(data.get('displayName')),
      language: String(data.get('language')),
      // LINE notification messages (PNP) find a user by the hash of this number.
      ...(phoneNumber ? { phoneNumber } : {}),
    });
    form.reset();
    state.userId = created.userId;
    selectionChanged();
    if (data.get('follow') && state.channelId) await act('Follow', api.follow);
    else await refresh({ lists: true });
  } catch (error) {
    toast(`Create user failed: ${error.message}`);
  }
});
$('composer').addEventListener('submit', (event) => {
  event.preventDefault();
  const text = $('text').value;
  if (!text.trim()) return;
  $('text').value = '';
  fitTextBox();
  void session.sendText(text);
});
// Enter sends; Shift+Enter starts a new line (as LINE on a desktop). The box grows up to 4 lines.
$('text').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    $('composer').requestSubmit();
  }
});
$('text').addEventListener('input', fitTextBox);
$('send-sticker').append(icon('smile'));
$('send-image').append(icon('image'));
$('send-location').append(icon('pin'));
$('send').append(icon('send'));
$('send-sticker').addEventListener('click', toggleStickers);
$('send-image').addEventListener('click', () => session.sendSampleImage());
$('send-location').addEventListener('click', () => session.sendSampleLocation());
$('to-keyboard').addEventListener('click', () => session.openKeyboard($('text').value));
$('to-menu').addEventListener('click', () => session.showRichMenu(true));
$('menu-toggle').addEventListener('click', () => session.showRichMenu(!state.menuOpen));

// Start from the pair in the URL (?channel=…&user=…), if any.
const params = new URLSearchParams(location.search);
state.channelId = params.get('channel') ?? undefined;
state.userId = params.get('user') ?? undefined;
void loadLists()
  .catch((error) => toast(`Sandbox unreachable: ${error.message}`))
  .then(() => {
    selectionChanged();
    return poll();
  });
