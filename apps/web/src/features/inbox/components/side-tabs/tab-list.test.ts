import { describe, expect, it } from 'vitest';
import { sideTabsFor } from './tab-list';

describe('sideTabsFor', () => {
  it.each([
    ['user', ['notes', 'openTickets', 'closedTickets', 'deals', 'tasks', 'contact']],
    ['group', ['members', 'roles', 'companyDeals', 'companyNotes']],
    ['room', []],
  ] as const)('%s chats show %j', (chatType, tabs) => {
    expect(sideTabsFor(chatType)).toEqual(tabs);
  });

  it('adds the friend’s tags to a 1:1 chat for members who may tag', () => {
    expect(sideTabsFor('user', true).at(-1)).toBe('tags');
    expect(sideTabsFor('group', true)).not.toContain('tags');
  });
});
