const KEY = 'hubline.inboxTabId';

/**
 * This tab's id for the inbox WebSocket: sessionStorage keeps it across reloads of the tab and
 * apart from other tabs, so the server can tell "opened in another tab" from "reloaded".
 */
export function inboxTabId(): string {
  const saved = sessionStorage.getItem(KEY);
  if (saved) return saved;
  const id = crypto.randomUUID();
  sessionStorage.setItem(KEY, id);
  return id;
}
