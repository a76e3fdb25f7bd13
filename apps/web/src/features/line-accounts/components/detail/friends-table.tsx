import type { LineFriend } from '@hubline/contract';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  Avatar,
  Box,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { TableScroll } from '../../../../ui/table-scroll';
import { initialOf } from '../../format';

interface FriendsTableProps {
  items: LineFriend[];
  /** The rows chosen for a bulk action; without it the table has no selection. */
  selection?: { selected: ReadonlySet<string>; onSelect: (ids: string[], selected: boolean) => void };
}

/** One row per LINE user: who, their LINE user id, their tags, whether they still follow, and when. */
export function FriendsTable({ items, selection }: FriendsTableProps) {
  const { t } = useTranslation('lineAccounts');
  const format = useFormatDate();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  const chosen = selection ? items.filter((friend) => selection.selected.has(friend.id)).length : 0;
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen > 0 && chosen === items.length}
                  indeterminate={chosen > 0 && chosen < items.length}
                  onChange={(event) =>
                    selection.onSelect(
                      items.map((friend) => friend.id),
                      event.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': t('friends.selectAll') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('friends.name')}</TableCell>
            <TableCell>{t('friends.userId')}</TableCell>
            <TableCell>{t('friends.column', { ns: 'tags' })}</TableCell>
            <TableCell>{t('friends.status')}</TableCell>
            <TableCell>{t('friends.followedAt')}</TableCell>
            <TableCell>{t('friends.lastMessageAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((friend) => (
            <TableRow key={friend.id} hover selected={selection?.selected.has(friend.id)}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selected.has(friend.id)}
                    onChange={(event) => selection.onSelect([friend.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('friends.select', { name: friend.displayName }) } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 180 }}>
                  <Avatar
                    src={friend.pictureUrl ?? undefined}
                    alt=""
                    sx={{ width: 32, height: 32, fontSize: 14 }}
                  >
                    {initialOf(friend.displayName)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {friend.displayName}
                    </Typography>
                    {friend.statusMessage && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        noWrap
                        component="div"
                        sx={{ maxWidth: 240 }}
                      >
                        {friend.statusMessage}
                      </Typography>
                    )}
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
                {friend.userId}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 120, maxWidth: 280 }}>
                  {friend.tags.length === 0
                    ? '—'
                    : friend.tags.map((tag) => (
                        <Chip
                          key={tag.id}
                          size="small"
                          variant="outlined"
                          icon={<LocalOfferOutlinedIcon />}
                          label={tag.tag}
                        />
                      ))}
                </Box>
              </TableCell>
              <TableCell>
                {friend.blocked ? (
                  <Chip size="small" color="error" variant="outlined" label={t('friends.blocked')} />
                ) : (
                  <Chip size="small" color="primary" variant="outlined" label={t('friends.friend')} />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(friend.followedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(friend.lastMessageAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
