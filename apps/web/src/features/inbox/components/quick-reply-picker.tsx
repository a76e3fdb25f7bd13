import type { QuickReplyPick } from '@hubline/contract';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SearchField } from '../../../ui/search-field';
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
        <SearchField
          autoFocus
          fullWidth
          size="small"
          value={q}
          onSearch={setQ}
          onKeyDown={(event) => {
            // Enter takes the first answer of what is typed, not of an earlier search still shown.
            const first = search === q.trim() && !replies.isFetching ? picks[0] : undefined;
            if (event.key === 'Enter' && first) {
              event.preventDefault();
              onPick(first);
            }
          }}
          label={t('quickReply.search')}
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
