import { Button, FormHelperText } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationPermission } from '../live/use-message-notices';

/** Asks this browser for permission to show notifications; answers what it said. */
export function useNotificationPermission() {
  const [permission, setPermission] = useState(notificationPermission);
  const ask = () => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    void Notification.requestPermission().then(setPermission);
  };
  return { permission, ask };
}

/**
 * Under the "Notify about new messages" switch: the setting is the hub's, but each browser must
 * allow notifications, so this says when this one refused or cannot, and lets any agent allow it.
 */
export function NotifyPermissionNote({
  enabled,
  permission,
  ask,
}: {
  enabled: boolean;
} & ReturnType<typeof useNotificationPermission>) {
  const { t } = useTranslation('inboxTabs');
  if (!enabled || permission === 'granted') return null;
  if (permission === undefined)
    return <FormHelperText sx={{ ml: 6.5 }}>{t('settings.notifyUnsupported')}</FormHelperText>;
  if (permission === 'denied')
    return (
      <FormHelperText error sx={{ ml: 6.5 }}>
        {t('settings.notifyDenied')}
      </FormHelperText>
    );
  return (
    <Button size="small" onClick={ask} sx={{ ml: 5.5, mt: 0.5 }}>
      {t('settings.notifyAllow')}
    </Button>
  );
}
