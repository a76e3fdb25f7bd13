/**
 * The sandbox's control API (`/__sandbox`), as the phone page uses it. Every call the page makes is
 * listed here (a test checks that each of these routes exists on the server).
 */
const BASE = '/__sandbox';
const e = encodeURIComponent;

async function call(method, path, body) {
  const response = await fetch(BASE + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const error = new Error(parsed?.message ?? `${method} ${path} answered ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return parsed;
}

const get = (path) => call('GET', path);
const post = (path, body = {}) => call('POST', path, body);
/** A URL the page loads itself (images). */
const url = (path) => BASE + path;
const pair = (c, u) => `/channels/${e(c)}/users/${e(u)}`;

export const api = {
  channels: () => get('/channels'),
  users: () => get('/users'),
  /** Users with their friendship to the channel (only those who have one). */
  usersOf: (c) => get(`/users?channelId=${e(c)}`),
  createUser: (input) => post('/users', input),
  follow: (c, u) => post(`${pair(c, u)}/follow`),
  unfollow: (c, u) => post(`${pair(c, u)}/unfollow`),
  block: (c, u) => post(`${pair(c, u)}/block`),
  /** The whole 1:1 chat, both directions, oldest first. */
  chat: (c, u) => get(`/channels/${e(c)}/chats/${e(u)}`),
  send: (c, u, message) => post(`${pair(c, u)}/messages`, { message }),
  /** The user has the chat on screen: the bot's messages in it count as opened (insight impressions). */
  open: (c, u) => post(`${pair(c, u)}/open`),
  postback: (c, u, body) => post(`${pair(c, u)}/postback`, body),
  switchRichMenu: (c, u, body) => post(`${pair(c, u)}/richmenu/switch`, body),
  videoPlayComplete: (c, u, trackingId) => post(`${pair(c, u)}/video-play-complete`, { trackingId }),
  /** The rich menu the user sees, or null (an empty answer) when there is none. */
  richMenu: (c, u) => get(`${pair(c, u)}/richmenu`),
  webhooks: (c) => get(`/webhooks?channelId=${e(c)}&limit=8`),
  richMenuImageUrl: (c, id) => url(`/channels/${e(c)}/richmenus/${e(id)}/image`),
  contentUrl: (c, messageId) => url(`/channels/${e(c)}/messages/${e(messageId)}/content`),
};
