import type { QuickReplyPick } from '@hubline/contract';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useQuickReplies } from '../api/get-quick-replies';

interface Props {
  hubId: string;
  seq: number;
  vid: string;
  open: boolean;
  onClose: () => void;
  onPick: (pick: QuickReplyPick) => void;
}

/** Search by name among the enabled quick replies of the chat's account, shown filled; choosing one hands it back. */
export function QuickReplyPicker({ hubId, seq, vid, open, onClose, onPick }: Props) {
  const { t } = useTranslation('inbox');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 250);
  const replies = useQuickReplies(hubId, seq, vid, search, open);
  const picks = replies.data?.templates ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-reply-title"
      // A fresh search each time it opens.
      slotProps={{ transition: { onExited: () => setQ('') } }}
    >
      <DialogTitle id="quick-reply-title">{t('quickReply.title')}</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            const first = picks[0];
            if (event.key === 'Enter' && first) {
              event.preventDefault();
              onPick(first);
            }
          }}
          label={t('quickReply.search')}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mt: 1 }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{replies.isFetching && <LinearProgress />}</Box>
        {replies.isError && (
          <ErrorState message={replies.error.message} onRetry={() => void replies.refetch()} />
        )}
        {replies.isSuccess && picks.length === 0 && (
          <EmptyState text={search ? t('quickReply.noMatch', { q: search }) : t('quickReply.none')} />
        )}
        {picks.length > 0 && (
          <List aria-label={t('quickReply.results')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {picks.map((pick) => (
              <ListItemButton key={pick.id} onClick={() => onPick(pick)} sx={{ borderRadius: 1 }}>
                <ListItemText
                  primary={pick.name}
                  secondary={pick.text}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
