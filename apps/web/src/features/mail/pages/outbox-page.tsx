import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import { Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useOutbox } from '../api/get-outbox';
import { MailEntry } from '../components/mail-entry';

/** The mails the server would have sent to this user, newest first (where no mail server is configured). */
export function OutboxPage() {
  const { t } = useTranslation('mail');
  const outbox = useOutbox();
  return (
    <>
      <PageHeader title={t('outbox.title')} subtitle={t('outbox.subtitle')} />
      <Card>
        {outbox.isPending && <PageSkeleton shape="list" />}
        {outbox.isError && (
          <ErrorState message={outbox.error.message} onRetry={() => void outbox.refetch()} />
        )}
        {outbox.isSuccess && outbox.data.length === 0 && (
          <EmptyState icon={<MailOutlineIcon />} text={t('outbox.empty')} />
        )}
        {outbox.isSuccess && outbox.data.map((mail) => <MailEntry key={mail.id} mail={mail} />)}
      </Card>
    </>
  );
}
