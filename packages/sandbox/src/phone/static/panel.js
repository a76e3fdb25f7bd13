import { clock, h } from './dom.js';

/** The left panel's lists: channels, users (with their friendship to the channel), webhooks sent. */

export function renderChannels(select, channels, selectedId) {
  const options = channels.map((c) =>
    h('option', { value: c.channelId }, `${c.displayName} (${c.channelId})`),
  );
  const same =
    select.options.length === options.length &&
    [...select.options].every((o, i) => o.text === options[i].text);
  if (!same) select.replaceChildren(...options);
  if (channels.length === 0)
    select.replaceChildren(h('option', {}, 'No channel yet: create one with POST /__sandbox/channels'));
  select.value = selectedId ?? '';
}

export function renderUsers(list, users, { selectedId, filter, onSelect }) {
  const wanted = filter.trim().toLowerCase();
  const shown = users.filter(
    (u) => !wanted || `${u.displayName} ${u.userId} ${u.phoneNumber ?? ''}`.toLowerCase().includes(wanted),
  );
  list.replaceChildren(
    ...shown.map((u) => {
      const status = u.friendship?.status ?? 'none';
      const selected = u.userId === selectedId;
      const button = h(
        'button',
        {
          type: 'button',
          class: `user-item ${selected ? 'selected' : ''}`,
          'aria-pressed': String(selected),
          title: u.userId,
        },
        h('span', { class: 'user-name' }, u.displayName),
        h('span', { class: 'user-lang' }, u.language ?? '—'),
        u.phoneNumber ? h('span', { class: 'user-phone' }, u.phoneNumber) : null,
        h('span', { class: `badge ${status}` }, status === 'none' ? 'not a friend' : status),
      );
      button.addEventListener('click', () => onSelect(u.userId));
      return h('li', {}, button);
    }),
  );
  if (shown.length === 0)
    list.append(h('li', { class: 'empty' }, users.length ? 'No match' : 'No user yet: create one below'));
}

/** The latest webhook attempts of the channel, newest first: time, event types, HTTP status. */
export function renderWebhooks(list, webhooks, hasEndpoint) {
  const items = webhooks.toReversed().map((w) => {
    let events;
    try {
      events = JSON.parse(w.body).events.map((e) =>
        e.type === 'message' ? `message:${e.message?.type}` : e.type,
      );
    } catch {
      events = ['?'];
    }
    const ok = w.status !== null && w.status < 300;
    return h(
      'li',
      { title: `${w.url}${w.error ? `\n${w.error}` : ''}` },
      h('span', { class: 'muted' }, clock(Date.parse(w.at))),
      h('span', {}, events.join(', ')),
      h('span', { class: `badge ${ok ? 'friend' : 'blocked'}` }, w.status ?? 'failed'),
    );
  });
  if (items.length === 0)
    items.push(h('li', { class: 'empty' }, hasEndpoint ? 'None yet' : 'This channel has no webhook URL'));
  list.replaceChildren(...items);
}
