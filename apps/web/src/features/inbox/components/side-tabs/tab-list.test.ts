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
});
