import type { Broadcast } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { PageHeader } from '../../../../ui/page-header';
import { broadcastEditPath, broadcastsPath } from '../../paths';
import { StatusChip } from '../list/status-chip';

/** Name, status and when; a failed broadcast shows as Needs Review with the reason it stopped. */
export function DetailHeader({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  // messaging.md §8: a failed narrowcast reads "Delivery failed: <reason>".
  const failure = broadcast.failureText ?? t('detail.failureUnknown');
  const { hubId = '' } = useParams();
  const format = useFormatDate(useSession().timezone);
  const editable =
    broadcast.status === 'draft' || broadcast.status === 'scheduled' || broadcast.status === 'failure';
  const when = broadcast.broadcastDate ? format.dateTime(broadcast.broadcastDate) : t('detail.noDate');

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
        actions={
          editable && (
            <Button
              component={RouterLink}
              to={broadcastEditPath(hubId, broadcast.id)}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              {t('detail.edit')}
            </Button>
          )
        }
      />
      <Box sx={{ mt: -2, mb: 2 }}>
        <StatusChip status={broadcast.status} />
      </Box>
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
