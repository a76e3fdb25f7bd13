import { hubPath } from '../../lib/paths';

export const LINE_ACCOUNT_TABS = [
  'settings',
  'qr',
  // 'menus' (rich menus) goes here once that feature is built.
  'friends',
  // 'auto-responses' goes here once that feature is built.
  'send-frequency',
  'slack',
  // 'mobile' and 'billing' go here once the users-and-billing issue makes them do something.
  'delete',
] as const;
export type LineAccountTab = (typeof LINE_ACCOUNT_TABS)[number];
export const DEFAULT_TAB: LineAccountTab = 'settings';

export const TAB_LABEL_KEYS: Record<LineAccountTab, string> = {
  settings: 'tab.settings',
  qr: 'tab.qr',
  friends: 'tab.friends',
  'send-frequency': 'tab.sendFrequency',
  slack: 'tab.slack',
  delete: 'tab.delete',
};

export function isLineAccountTab(value: string): value is LineAccountTab {
  return (LINE_ACCOUNT_TABS as readonly string[]).includes(value);
}

export const lineAccountsPath = (hubId: string) => hubPath(hubId, 'line/accounts');
export const createLineAccountPath = (hubId: string) => hubPath(hubId, 'line/accounts/create');

/** /{hubId}/line/accounts/{id}[/{tab}[/{page}]]; the default tab and the first page are left out. */
export function lineAccountPath(hubId: string, id: string, tab: LineAccountTab = DEFAULT_TAB, page = 1) {
  const base = hubPath(hubId, `line/accounts/${encodeURIComponent(id)}`);
  if (page > 1) return `${base}/${tab}/${page}`;
  return tab === DEFAULT_TAB ? base : `${base}/${tab}`;
}
