import { isPermitted } from '@hubline/contract';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session';
import { EmptyState } from '../../../../ui/empty-state';
import './catalog';
import { ContactInfoTab } from './contact-info-tab';
import { DealsTab } from './deals-tab';
import { MembersTab } from './members-tab';
import { NotesTab } from './notes-tab';
import { RolesTab } from './roles-tab';
import { type SideTab, sideTabsFor } from './tab-list';
import { TagsTab } from './tags-tab';
import { TasksTab } from './tasks-tab';
import { TicketsTab } from './tickets-tab';

/** What the side tabs need to know of the open conversation. */
export interface ChatSideTabsProps {
  hubId: string;
  seq: number;
  vid: string;
  chatType: 'user' | 'group' | 'room';
  /** The CRM contact of a 1:1 chat, once there is one (a first write creates it). */
  contactId: string | null;
  /** The friend of a 1:1 chat (a LINE user of the account). */
  friendId: string | null;
  /** A group chat's company (account option "group chat as company"), when it has one. */
  companyId?: string | null;
}

const LABELS = {
  notes: 'tab.notes',
  openTickets: 'tab.openTickets',
  closedTickets: 'tab.closedTickets',
  deals: 'tab.deals',
  tasks: 'tab.tasks',
  contact: 'tab.contact',
  members: 'tab.members',
  roles: 'tab.roles',
  companyDeals: 'tab.companyDeals',
  companyNotes: 'tab.companyNotes',
  tags: 'tab.tags',
} as const satisfies Record<SideTab, string>;

/** The CRM beside the conversation (core.md §2 inbox side tabs). */
export function ChatSideTabs(props: ChatSideTabsProps) {
  const { t } = useTranslation('inboxTabs');
  const tabs = sideTabsFor(props.chatType, isPermitted(useSession(), 'permissionTags'));
  const [chosen, setChosen] = useState<SideTab | undefined>(tabs[0]);
  const current = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  if (!current) return <EmptyState text={t('room.none')} />;
  if (props.chatType === 'group' && !props.companyId) {
    // The setting's own label, so the hint names the switch exactly as the account's settings show it.
    const setting = t('option.groupChatAsCompany', { ns: 'lineAccounts' });
    return <EmptyState text={t('group.noCompany', { setting })} />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Tabs
        value={current}
        onChange={(_, value: SideTab) => setChosen(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(LABELS[tab])}
            id={`side-tab-${tab}`}
            aria-controls={`side-panel-${tab}`}
            sx={{ minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`side-panel-${current}`}
        aria-labelledby={`side-tab-${current}`}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pt: 2 }}
      >
        <Panel key={props.vid} tab={current} {...props} />
      </Box>
    </Box>
  );
}

function Panel({
  tab,
  hubId,
  seq,
  vid,
  contactId,
  friendId,
  companyId,
}: ChatSideTabsProps & { tab: SideTab }) {
  const conversation = { vid };
  const company = { companyId: companyId ?? '' };
  switch (tab) {
    case 'notes':
      return <NotesTab hubId={hubId} target={conversation} editable />;
    case 'openTickets':
      return <TicketsTab hubId={hubId} vid={vid} status="open" />;
    case 'closedTickets':
      return <TicketsTab hubId={hubId} vid={vid} status="closed" />;
    case 'deals':
      return <DealsTab hubId={hubId} target={conversation} editable />;
    case 'tasks':
      return <TasksTab hubId={hubId} vid={vid} />;
    case 'contact':
      return <ContactInfoTab hubId={hubId} seq={seq} vid={vid} contactId={contactId} />;
    case 'members':
      return <MembersTab hubId={hubId} companyId={company.companyId} />;
    case 'roles':
      return <RolesTab hubId={hubId} companyId={company.companyId} />;
    case 'companyDeals':
      return <DealsTab hubId={hubId} target={company} editable={false} />;
    case 'companyNotes':
      return <NotesTab hubId={hubId} target={company} editable={false} />;
    case 'tags':
      return friendId ? <TagsTab hubId={hubId} friendId={friendId} /> : null;
  }
}
