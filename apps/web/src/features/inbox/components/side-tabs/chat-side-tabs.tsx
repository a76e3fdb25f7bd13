/** What the side tabs need to know of the open conversation. */
export interface ChatSideTabsProps {
  hubId: string;
  seq: number;
  vid: string;
  chatType: 'user' | 'group' | 'room';
  /** The CRM contact of a 1:1 chat, once there is one (a first write creates it). */
  contactId: string | null;
}

/** The CRM beside the conversation (core.md §2 inbox side tabs). Filled in by the next commits. */
export function ChatSideTabs(_props: ChatSideTabsProps) {
  return null;
}
