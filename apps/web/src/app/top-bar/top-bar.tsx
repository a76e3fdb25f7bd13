import { isPermitted as can, LAYOUT } from '@hubline/contract';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NotificationsBell } from '../../features/news/components/notifications-bell';
import { homePath, hubPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Logo } from '../../ui/logo';
import { MenuDrawer } from './menu-drawer';
import { ProfileMenu } from './profile-menu';
import { TopMenuGroup } from './top-menu-group';
import { useMenu } from './use-menu';

/** Where the groups and the gear fit in the bar; below it they move into the drawer. */
const DESKTOP = 'md';

/**
 * core.md §2 top bar: logo, menu groups, then account gear, notifications and profile menu (which
 * holds the hub switcher). Narrower screens get a menu button and a drawer with the same groups.
 */
export function TopBar() {
  const { t } = useTranslation('common');
  const session = useSession();
  const groups = useMenu();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar
        disableGutters
        sx={{ minHeight: LAYOUT.topBarHeight, height: LAYOUT.topBarHeight, px: { xs: 1.5, sm: 2.5 }, gap: 1 }}
      >
        <Box sx={{ display: { [DESKTOP]: 'none' } }}>
          <MenuDrawer groups={groups} />
        </Box>
        <Box
          component={RouterLink}
          to={homePath(session.hubId)}
          aria-label={t('topBar.home')}
          sx={{ display: 'flex', alignItems: 'center', textDecoration: 'none', mr: 2, flexShrink: 0 }}
        >
          <Logo size={26} />
        </Box>
        <Box
          component="nav"
          aria-label={t('topBar.menu')}
          sx={{ display: { xs: 'none', [DESKTOP]: 'flex' }, gap: 0.5, flex: 1, minWidth: 0 }}
        >
          {groups.map((group) => (
            <TopMenuGroup key={group.labelKey} group={group} hubId={session.hubId} />
          ))}
        </Box>
        <Box sx={{ flex: 1, display: { [DESKTOP]: 'none' } }} />
        {can(session, 'permissionAccount') && (
          <Tooltip title={t('topBar.account')}>
            <IconButton
              component={RouterLink}
              to={hubPath(session.hubId, 'account')}
              aria-label={t('topBar.account')}
              sx={{ display: { xs: 'none', [DESKTOP]: 'inline-flex' } }}
            >
              <SettingsOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <NotificationsBell />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
