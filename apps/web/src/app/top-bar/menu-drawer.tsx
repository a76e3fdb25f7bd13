import { isPermitted as can, LAYOUT } from '@hubline/contract';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { hubPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Logo } from '../../ui/logo';
import type { ShownGroup } from '../menu';
import { BetaChip } from './beta-chip';

/**
 * Below the desktop width the top bar cannot hold the groups: a menu button opens them all in a
 * drawer, with the hub switcher and the account gear. Following a link closes it.
 */
export function MenuDrawer({ groups }: { groups: readonly ShownGroup[] }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hubName = session.accounts.find((hub) => hub.hubId === session.hubId)?.name;
  const link = (path: string) => {
    const to = hubPath(session.hubId, path);
    const here = pathname === to || pathname.startsWith(`${to}/`);
    return { component: RouterLink, to, onClick: close, selected: here };
  };
  return (
    <>
      <IconButton aria-label={t('topBar.openMenu')} onClick={() => setOpen(true)} sx={{ ml: -0.5 }}>
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: `min(${LAYOUT.sideNavWidth}px, 85vw)` } } }}
      >
        <Box sx={{ px: 2.5, py: 1.75 }}>
          <Logo size={26} />
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('topBar.menu')} sx={{ py: 1 }}>
          {groups.map((group) => (
            <Box key={group.labelKey} sx={{ mb: 1 }}>
              <Typography
                component="h2"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 2.5, pt: 1, lineHeight: 2 }}
              >
                {t(group.labelKey)}
              </Typography>
              {group.waiting ? (
                <Skeleton variant="rounded" height={32} sx={{ mx: 2.5, my: 0.5 }} />
              ) : (
                <List dense disablePadding>
                  {group.items.map((item) => (
                    <ListItemButton key={item.path} {...link(item.path)} sx={{ px: 2.5 }}>
                      <ListItemText primary={t(item.labelKey)} />
                      {item.beta && <BetaChip />}
                    </ListItemButton>
                  ))}
                </List>
              )}
            </Box>
          ))}
        </Box>
        <Divider />
        <List dense>
          {/* The hub switcher: the accounts page lists the user's hubs; the avatar menu has them too. */}
          <ListItemButton {...link('accounts')} sx={{ px: 2.5 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('profileMenu.allAccounts')}
              secondary={hubName}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
          {can(session, 'permissionAccount') && (
            <ListItemButton {...link('account')} sx={{ px: 2.5 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <SettingsOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t('topBar.account')} />
            </ListItemButton>
          )}
        </List>
      </Drawer>
    </>
  );
}
