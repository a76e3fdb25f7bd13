/** The side tabs of core.md §2, in the order they are shown. */
export type SideTab =
  | 'notes'
  | 'openTickets'
  | 'closedTickets'
  | 'deals'
  | 'tasks'
  | 'contact'
  | 'members'
  | 'roles'
  | 'companyDeals'
  | 'companyNotes'
  | 'tags';

const FRIEND_TABS: readonly SideTab[] = [
  'notes',
  'openTickets',
  'closedTickets',
  'deals',
  'tasks',
  'contact',
];
const GROUP_TABS: readonly SideTab[] = ['members', 'roles', 'companyDeals', 'companyNotes'];

/**
 * A 1:1 chat's records hang on the friend's contact; a group's on the company the group is
 * (account option "group chat as company"). A room (several people, no group) has neither. The
 * friend's tags show to members who may tag (permissionTags).
 */
export function sideTabsFor(chatType: 'user' | 'group' | 'room', canTag = false): readonly SideTab[] {
  if (chatType === 'user') return canTag ? [...FRIEND_TABS, 'tags'] : FRIEND_TABS;
  if (chatType === 'group') return GROUP_TABS;
  return [];
}
