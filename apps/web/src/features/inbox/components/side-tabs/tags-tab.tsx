import type { FriendTag } from '@hubline/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFriendTags, useTagFriends } from '../../../../lib/api/tags';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';
import { TagPicker } from '../../../../ui/tags/tag-picker';

/** The friend's tags: chosen among its own LINE account's, each change saved at once. */
export function TagsTab({ hubId, friendId }: { hubId: string; friendId: string }) {
  const { t } = useTranslation('inboxTabs');
  const tags = useFriendTags(hubId, friendId);
  const change = useTagFriends(hubId);
  if (tags.isPending) return <PageLoader />;
  if (tags.isError) return <ErrorState message={tags.error.message} onRetry={() => void tags.refetch()} />;

  const current = tags.data.items;
  const save = (next: FriendTag[]) => {
    const has = (list: FriendTag[], tag: FriendTag) => list.some((one) => one.id === tag.id);
    change.mutate({
      friendIds: [friendId],
      add: next.filter((tag) => !has(current, tag)).map((tag) => tag.id),
      remove: current.filter((tag) => !has(next, tag)).map((tag) => tag.id),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TagPicker
        hubId={hubId}
        lineAccountId={tags.data.lineAccountId}
        label={t('tags.label')}
        value={current}
        onChange={save}
        disabled={change.isPending}
      />
      <Typography variant="caption" color="text.secondary">
        {current.length === 0 ? t('tags.empty') : t('tags.help')}
      </Typography>
    </Box>
  );
}
