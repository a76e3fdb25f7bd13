import type { ChatMessage, InboxEvent } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { isNoticeWorthy, type NoticeContext } from './message-notice';

const message = (direction: ChatMessage['direction']): InboxEvent => ({
  type: 'message',
  seq: 1,
  vid: 'friend-a',
  message: {
    id: 'm1',
    direction,
    type: 'text',
    payload: { text: 'hello' },
    contentUrl: null,
    senderId: null,
    senderName: null,
    agentName: null,
    source: direction === 'out' ? 'chat' : null,
    via: null,
    unsent: false,
    sentAt: '2026-11-26T04:00:00.000Z',
  },
});
const on: NoticeContext = { enabled: true, permission: 'granted', watching: undefined };

describe('isNoticeWorthy', () => {
  it.each([
    ['a friend’s message, setting on, permission granted', message('in'), on, true],
    ['in another conversation than the one watched', message('in'), { ...on, watching: 'friend-b' }, true],
    ['in the conversation the focused tab shows', message('in'), { ...on, watching: 'friend-a' }, false],
    ['what an agent (or the account) sent', message('out'), on, false],
    ['the setting off', message('in'), { ...on, enabled: false }, false],
    ['the browser refused', message('in'), { ...on, permission: 'denied' }, false],
    ['not asked yet', message('in'), { ...on, permission: 'default' }, false],
    ['no Notification API', message('in'), { ...on, permission: undefined }, false],
    ['a conversation change', { type: 'conversation', seq: 1, vid: 'friend-a' }, on, false],
    ['a reconnect', { type: 'ready' }, on, false],
  ] as const)('%s → %s', (_case, event, context, expected) => {
    expect(isNoticeWorthy(event as InboxEvent, context)).toBe(expected);
  });
});
