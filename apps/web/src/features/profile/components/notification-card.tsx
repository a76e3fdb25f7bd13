import { FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateNotification } from '../api/update-notification';

/** Email notifications on or off; saved on toggle. */
export function NotificationCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const update = useUpdateNotification();
  const checked = update.isPending ? update.variables : enabled;
  return (
    <SectionCard title={t('notification.title')} description={t('notification.description')}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            onChange={(event) => update.mutate(event.target.checked)}
          />
        }
        label={t('notification.label')}
      />
    </SectionCard>
  );
}
