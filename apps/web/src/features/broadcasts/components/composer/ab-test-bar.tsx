import type { Broadcast } from '@hubline/contract';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { useCancelAbTest, useCreateAbTest } from '../../api/ab-test';
import { broadcastEditPath } from '../../paths';

/** messaging.md §4 A/B: creating makes version B; cancelling deletes B for good and keeps A. */
export function AbTestBar({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateAbTest(hubId);
  const cancel = useCancelAbTest(hubId);
  const [confirming, setConfirming] = useState(false);
  const ab = broadcast.abTest;

  if (!ab) {
    return (
      <Button
        variant="outlined"
        loading={create.isPending}
        onClick={() =>
          create.mutate(broadcast.id, { onSuccess: (made) => navigate(broadcastEditPath(hubId, made.id)) })
        }
      >
        {t('ab.create')}
      </Button>
    );
  }

  const idOf = (variant: 'A' | 'B') => (ab.variant === variant ? broadcast.id : ab.pairId);
  const versionA = idOf('A');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {(['A', 'B'] as const).map((variant) => (
        <Chip
          key={variant}
          label={t('ab.version', { variant })}
          color={ab.variant === variant ? 'primary' : 'default'}
          clickable
          component={RouterLink}
          to={broadcastEditPath(hubId, idOf(variant))}
          aria-current={ab.variant === variant ? 'page' : undefined}
        />
      ))}
      <Button color="error" onClick={() => setConfirming(true)}>
        {t('ab.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('ab.cancelTitle')}
        text={t('ab.cancelText')}
        confirmLabel={t('ab.cancelConfirm')}
        danger
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(broadcast.id, {
            onSuccess: () => {
              setConfirming(false);
              navigate(broadcastEditPath(hubId, versionA), { replace: true });
            },
          })
        }
      />
    </Stack>
  );
}
