import type { LineTestId } from '@hubline/contract';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { SectionCard } from '../../../ui/section-card';
import { useLineTestIds, useSetLineTestId } from '../api/line-test-ids';

/** One LINE account of the hub and the user's LINE user id on it. */
function LineTestIdRow({ item }: { item: LineTestId }) {
  const { t } = useTranslation('profile');
  const { hubId = '' } = useParams();
  const save = useSetLineTestId(hubId);
  const [value, setValue] = useState(item.lineUserId ?? '');
  const error =
    save.error instanceof ApiError ? (save.error.fields.lineUserId ?? save.error.message) : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        fullWidth
        label={t('lineTestIds.label', { account: item.accountName })}
        placeholder="U..."
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!!error}
        helperText={error}
      />
      <Button
        variant="outlined"
        disabled={value.trim() === (item.lineUserId ?? '')}
        loading={save.isPending}
        onClick={() => save.mutate({ accountId: item.accountId, lineUserId: value.trim() })}
        aria-label={t('lineTestIds.saveFor', { account: item.accountName })}
        sx={{ mt: { sm: 1 }, flexShrink: 0 }}
      >
        {t('lineTestIds.save')}
      </Button>
    </Stack>
  );
}

/** Where test sends "to a user" reach this user: their LINE user id per LINE account of the hub. */
export function LineTestIdsCard() {
  const { t } = useTranslation('profile');
  const { hubId = '' } = useParams();
  const ids = useLineTestIds(hubId);
  const items = ids.data?.items ?? [];
  return (
    <SectionCard title={t('lineTestIds.title')} description={t('lineTestIds.description')}>
      <Stack spacing={2}>
        {ids.isSuccess && items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('lineTestIds.noAccounts')}
          </Typography>
        )}
        {items.map((item) => (
          <LineTestIdRow key={`${item.accountId}:${item.lineUserId ?? ''}`} item={item} />
        ))}
      </Stack>
    </SectionCard>
  );
}
