import type { FriendTag } from '@hubline/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagFriends } from '../../../../lib/api/tags';
import { TagPicker } from '../../../../ui/tags/tag-picker';

interface TagFriendsDialogProps {
  hubId: string;
  accountId: string;
  friendIds: string[];
  /** Give the chosen tags, or take them. */
  mode: 'tag' | 'untag';
  onDone: () => void;
  onClose: () => void;
}

/** Tags of the account given to (or taken from) the selected friends at once. */
export function TagFriendsDialog({
  hubId,
  accountId,
  friendIds,
  mode,
  onDone,
  onClose,
}: TagFriendsDialogProps) {
  const { t } = useTranslation('tags');
  const titleId = useId();
  const change = useTagFriends(hubId);
  const [chosen, setChosen] = useState<FriendTag[]>([]);
  const count = friendIds.length;
  const apply = () => {
    const ids = chosen.map((tag) => tag.id);
    change.mutate(mode === 'tag' ? { friendIds, add: ids } : { friendIds, remove: ids }, {
      onSuccess: onDone,
    });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {mode === 'tag' ? t('friends.tagTitle', { count }) : t('friends.untagTitle', { count })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        <TagPicker
          hubId={hubId}
          lineAccountId={accountId}
          label={t('friends.tagsLabel')}
          value={chosen}
          onChange={setChosen}
        />
        <Typography variant="caption" color="text.secondary">
          {mode === 'tag' ? t('friends.tagHelp') : t('friends.untagHelp')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
        <Button variant="contained" disabled={chosen.length === 0} loading={change.isPending} onClick={apply}>
          {t('friends.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
