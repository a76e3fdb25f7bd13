import type { Broadcast } from '@hubline/contract';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { EmptyState } from '../../../../ui/empty-state';

/** The last test send: required before sending (messaging.md §4). */
export function TestResultsTab({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  const format = useFormatDate(useSession().timezone);
  if (!broadcast.testSentAt) return <EmptyState text={t('test.never')} />;
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {t('detail.lastTest')}
        </Typography>
        <Typography variant="h3" component="p">
          {format.dateTime(broadcast.testSentAt)}
        </Typography>
      </CardContent>
    </Card>
  );
}
