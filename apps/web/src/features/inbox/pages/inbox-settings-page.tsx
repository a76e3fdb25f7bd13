import { type InboxSettings, isPermitted } from '@hubline/contract';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Switch,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { SectionCard } from '../../../ui/section-card';
import { useInboxSettings } from '../api/get-inbox-settings';
import { settingsChanges, useUpdateInboxSettings } from '../api/update-inbox-settings';
import { NotifyPermissionNote, useNotificationPermission } from '../components/notify-permission-note';
import '../components/side-tabs/catalog';

/** /{hubId}/line/inbox-settings: how the team's inbox works. Anyone with the inbox reads it; administrators save it. */
export function InboxSettingsPage() {
  const { t } = useTranslation('inboxTabs');
  const { hubId = '' } = useParams();
  const settings = useInboxSettings(hubId);
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.isPending && <PageSkeleton shape="form" />}
      {settings.isError && (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
      )}
      {settings.isSuccess && (
        <SettingsForm key={JSON.stringify(settings.data)} hubId={hubId} saved={settings.data} />
      )}
    </>
  );
}

type Toggle = 'autoAssign' | 'notifyNewMessages' | 'showSenderName';
const TOGGLES = [
  { name: 'autoAssign', label: 'settings.autoAssign', help: 'settings.autoAssignHelp' },
  { name: 'notifyNewMessages', label: 'settings.notify', help: 'settings.notifyHelp' },
  { name: 'showSenderName', label: 'settings.senderName', help: 'settings.senderNameHelp' },
] as const satisfies readonly { name: Toggle; label: string; help: string }[];

function SettingsForm({ hubId, saved }: { hubId: string; saved: InboxSettings }) {
  const { t } = useTranslation('inboxTabs');
  const session = useSession();
  const canSave = isPermitted(session, 'permissionAccount');
  const update = useUpdateInboxSettings(hubId);
  const [draft, setDraft] = useState(saved);
  const notifications = useNotificationPermission();
  const changes = settingsChanges(saved, draft);
  const dirty = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && dirty) update.mutate({ id: saved.id, patch: changes });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {!canSave && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('settings.readOnly')}
        </Alert>
      )}
      <SectionCard title={t('settings.messagesTitle')} description={t('settings.messagesText')}>
        <RadioGroup
          aria-label={t('settings.messagesTitle')}
          value={draft.addAllMessages ? 'all' : 'chat'}
          onChange={(event) => setDraft({ ...draft, addAllMessages: event.target.value === 'all' })}
        >
          <Choice
            value="chat"
            label={t('settings.chatOnly')}
            help={t('settings.chatOnlyHelp')}
            disabled={!canSave}
          />
          <Choice
            value="all"
            label={t('settings.allMessages')}
            help={t('settings.allMessagesHelp')}
            disabled={!canSave}
          />
        </RadioGroup>
      </SectionCard>
      <SectionCard title={t('settings.teamTitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {TOGGLES.map((toggle) => (
            <Box key={toggle.name}>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft[toggle.name]}
                    disabled={!canSave}
                    onChange={(event) => {
                      setDraft({ ...draft, [toggle.name]: event.target.checked });
                      // Turning notifications on is the moment to ask this browser for them.
                      if (toggle.name === 'notifyNewMessages' && event.target.checked) notifications.ask();
                    }}
                  />
                }
                label={t(toggle.label)}
              />
              <FormHelperText sx={{ ml: 6.5, mt: 0 }}>{t(toggle.help)}</FormHelperText>
              {toggle.name === 'notifyNewMessages' && (
                <NotifyPermissionNote enabled={draft.notifyNewMessages} {...notifications} />
              )}
            </Box>
          ))}
        </Box>
      </SectionCard>
      {canSave && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Choice({
  value,
  label,
  help,
  disabled,
}: {
  value: string;
  label: string;
  help: string;
  disabled: boolean;
}) {
  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel value={value} control={<Radio />} label={label} disabled={disabled} />
      <FormHelperText sx={{ ml: 4, mt: 0 }}>{help}</FormHelperText>
    </Box>
  );
}
