import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckIcon from '@mui/icons-material/Check';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import {
  Avatar,
  Badge,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useNews } from '../../features/news/api/get-news';
import { useMarkNewsRead } from '../../features/news/api/mark-news-read';
import { NewsDrawer } from '../../features/news/components/news-drawer';
import { useLanguage } from '../../i18n/language';
import { homePath, hubPath, KNOWLEDGE_BASE_URL } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** Avatar button: profile, the user's accounts (click switches), help, product updates, sign out. */
export function ProfileMenu() {
  const { t } = useTranslation('common');
  const session = useSession();
  const navigate = useNavigate();
  const lang = useLanguage();
  const news = useNews(lang);
  const markNewsRead = useMarkNewsRead();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [newsOpen, setNewsOpen] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  const unreadNews = news.data?.unread ?? 0;

  const signOut = () => {
    close();
    logout.mutate();
  };

  return (
    <>
      <IconButton
        aria-label={t('profileMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge color="error" variant="dot" invisible={unreadNews === 0} overlap="circular">
          <Avatar
            src={session.avatar ?? undefined}
            alt=""
            sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 15 }}
          >
            {session.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 300, maxHeight: 'calc(100vh - 80px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {session.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={hubPath(session.hubId, 'profile')} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profileMenu.profile')}</ListItemText>
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{t('profileMenu.accounts')}</ListSubheader>
        {session.accounts.map((hub) => (
          <MenuItem
            key={hub.hubId}
            selected={hub.hubId === session.hubId}
            aria-current={hub.hubId === session.hubId ? 'true' : undefined}
            onClick={() => {
              close();
              if (hub.hubId !== session.hubId) void navigate(homePath(hub.hubId));
            }}
          >
            <ListItemText
              primary={hub.name}
              secondary={t('profileMenu.hubId', { hubId: hub.hubId })}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
            {hub.hubId === session.hubId && (
              <CheckIcon fontSize="small" color="primary" titleAccess={t('profileMenu.current')} />
            )}
          </MenuItem>
        ))}
        <MenuItem
          component={RouterLink}
          to={hubPath(session.hubId, 'accounts')}
          onClick={close}
          sx={{ color: 'primary.dark' }}
        >
          <ListItemText inset>{t('profileMenu.allAccounts')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          component="a"
          href={KNOWLEDGE_BASE_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <ListItemIcon>
            <HelpOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profileMenu.knowledgeBase')}</ListItemText>
          <OpenInNewIcon fontSize="small" sx={{ color: 'text.secondary', ml: 1 }} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setNewsOpen(true);
            if (unreadNews > 0) markNewsRead.mutate(lang);
          }}
        >
          <ListItemIcon>
            <CampaignOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profileMenu.productUpdates')}</ListItemText>
          {unreadNews > 0 && <Badge color="error" badgeContent={unreadNews} sx={{ mr: 1 }} />}
        </MenuItem>
        {session.mailOutbox && (
          <MenuItem component={RouterLink} to={hubPath(session.hubId, 'mail-outbox')} onClick={close}>
            <ListItemIcon>
              <MailOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profileMenu.mailOutbox')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={signOut} disabled={logout.isPending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('profileMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <NewsDrawer open={newsOpen} onClose={() => setNewsOpen(false)} lang={lang} />
    </>
  );
}
