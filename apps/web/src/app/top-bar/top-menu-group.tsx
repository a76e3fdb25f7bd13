import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hubPath } from '../../lib/paths';
import type { ShownGroup } from '../menu';
import { BetaChip } from './beta-chip';

/** One top-bar group: a button that opens its items; disabled, in its place, while its items wait. */
export function TopMenuGroup({ group, hubId }: { group: ShownGroup; hubId: string }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        disabled={group.waiting}
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
            {item.beta && <BetaChip />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
