import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hubPath } from '../../../lib/paths';
import './side-tabs/catalog';

/** The inbox header's way to its settings (/{hubId}/line/inbox-settings). */
export function InboxSettingsLink({ hubId }: { hubId: string }) {
  const { t } = useTranslation('inboxTabs');
  const label = t('settings.open');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={hubPath(hubId, 'line/inbox-settings')} aria-label={label}>
        <SettingsOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}
