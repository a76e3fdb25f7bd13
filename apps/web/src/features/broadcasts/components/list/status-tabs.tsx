import type { BroadcastTab } from '@hubline/contract';
import { BROADCAST_TABS } from '@hubline/contract';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { BroadcastListResponse } from '../../api/get-broadcasts';
import { broadcastsPath } from '../../paths';
import { TAB_KEYS } from './labels';

/** messaging.md §4 statuses as tabs, each with its count (failure reads "Needs Review"). */
export function StatusTabs({
  tab,
  counts,
  search,
}: {
  tab: BroadcastTab;
  counts: BroadcastListResponse | undefined;
  /** The address's parameters (folder and search condition), kept from tab to tab. */
  search: string;
}) {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  return (
    <Tabs
      value={tab}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('list.tabs')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {BROADCAST_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          component={RouterLink}
          to={{ pathname: broadcastsPath(hubId, value), search }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {t(TAB_KEYS[value])}
              <Box
                component="span"
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  bgcolor: 'action.selected',
                  fontSize: 12,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {counts ? counts[value].toLocaleString() : '–'}
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
