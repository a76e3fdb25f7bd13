import { type Broadcast, shownBroadcastDate } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { PageHeader } from '../../../../ui/page-header';
import { useDuplicateBroadcast } from '../../api/duplicate-broadcast';
import { broadcastEditPath, broadcastsPath } from '../../paths';
import { StatusChip } from '../list/status-chip';

/** Edit while it has not gone out; a sent one is a record, sent again as a copy. */
function HeaderAction({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const duplicate = useDuplicateBroadcast(hubId);
  if (broadcast.sentRecord)
    return (
      <Button
        variant="outlined"
        startIcon={<CopyIcon />}
        loading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(broadcast.id, {
            onSuccess: (copy) => navigate(broadcastEditPath(hubId, copy.broadcast.id)),
          })
        }
      >
        {t('detail.duplicate')}
      </Button>
    );
  if (broadcast.status !== 'draft' && broadcast.status !== 'scheduled') return null;
  return (
    <Button
      component={RouterLink}
      to={broadcastEditPath(hubId, broadcast.id)}
      variant="outlined"
      startIcon={<EditIcon />}
    >
      {t('detail.edit')}
    </Button>
  );
}

/**
 * Name, status and when: the time it started sending once it has, else its planned date. A
 * failed broadcast shows as Needs Review with the reason it stopped.
 */
export function DetailHeader({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  // messaging.md §8: a failed narrowcast reads "Delivery failed: <reason>".
  const failure = broadcast.failureText ?? t('detail.failureUnknown');
  const { hubId = '' } = useParams();
  const format = useFormatDate(useSession().timezone);
  const date = shownBroadcastDate(broadcast);
  const when = date ? format.dateTime(date) : t('detail.noDate');

  return (
    <>
      <Button
        component={RouterLink}
        to={broadcastsPath(hubId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('composer.back')}
      </Button>
      <PageHeader
        title={broadcast.name}
        subtitle={t('detail.when', { when })}
        actions={<HeaderAction broadcast={broadcast} />}
      />
      <Box sx={{ mt: -2, mb: 2 }}>
        <StatusChip status={broadcast.status} />
      </Box>
      {broadcast.sentRecord && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.sentRecord')}
        </Alert>
      )}
      {broadcast.status === 'failure' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{t('detail.needsReview')}</AlertTitle>
          {broadcast.narrowcast ? t('detail.narrowcastFailed', { reason: failure }) : failure}
        </Alert>
      )}
      {broadcast.status === 'sending' && broadcast.narrowcast && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.narrowcastSending')}
        </Alert>
      )}
    </>
  );
}
