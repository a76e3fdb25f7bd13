import type { LineFriend } from '@hubline/contract';
import {
  Avatar,
  Box,
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

/** One row per LINE user: who, their LINE user id, whether they still follow, and when. */
export function FriendsTable({ items }: { items: LineFriend[] }) {
  const { t } = useTranslation('lineAccounts');
  const format = useFormatDate();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '—');
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('friends.name')}</TableCell>
            <TableCell>{t('friends.userId')}</TableCell>
            <TableCell>{t('friends.status')}</TableCell>
            <TableCell>{t('friends.followedAt')}</TableCell>
            <TableCell>{t('friends.lastMessageAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((friend) => (
            <TableRow key={friend.id} hover>
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
