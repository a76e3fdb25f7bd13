import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Chip, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hubPath } from '../../lib/paths';
import type { MenuGroup } from '../menu';

/** One top-bar group: a button that opens its items. */
export function TopMenuGroup({ group, hubId }: { group: MenuGroup; hubId: string }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontWeight: 500 }}
      >
        {t(group.labelKey)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {group.items.map((item) => (
          <MenuItem key={item.path} component={RouterLink} to={hubPath(hubId, item.path)} onClick={close}>
            <ListItemText>{t(item.labelKey)}</ListItemText>
            {item.beta && (
              <Chip
                label={t('menu.beta')}
                size="small"
                color="primary"
                variant="outlined"
                sx={{ ml: 1.5, height: 20 }}
              />
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
