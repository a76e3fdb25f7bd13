import type { Broadcast } from '@hubline/contract';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useBroadcastQuota } from '../../api/get-broadcast-quota';
import { type RunMode, useRunBroadcast } from '../../api/run-broadcast';
import { broadcastPath } from '../../paths';
import { SendOutcome } from './send-outcome';

type ConfirmedMode = Exclude<RunMode, 'schedule/cancel'>;
const MODE_KEYS: Record<ConfirmedMode, { button: string; title: string; text: string; confirm: string }> = {
  execute: {
    button: 'mode.execute',
    title: 'confirm.executeTitle',
    text: 'confirm.executeText',
    confirm: 'confirm.execute',
  },
  schedule: {
    button: 'mode.schedule',
    title: 'confirm.scheduleTitle',
    text: 'confirm.scheduleText',
    confirm: 'confirm.schedule',
  },
  save: {
    button: 'mode.save',
    title: 'confirm.saveTitle',
    text: 'confirm.saveText',
    confirm: 'confirm.save',
  },
};

/** The modes a broadcast's type allows: a regular one now or later, a recurring one on its schedule, an automation saved. */
export function modesOf(broadcast: Broadcast): ConfirmedMode[] {
  // Version B of an A/B test goes out with version A, from A's page.
  if (broadcast.status !== 'draft' || broadcast.abTest?.variant === 'B') return [];
  if (broadcast.type === 'automation') return ['save'];
  if (broadcast.type === 'recurring') return ['schedule'];
  return ['execute', 'schedule'];
}

/** messaging.md §4: send now, schedule or save for automation, each confirmed; refused without a test send. */
export function SendActions({ broadcast, dirty }: { broadcast: Broadcast; dirty: boolean }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const run = useRunBroadcast(hubId);
  const [mode, setMode] = useState<ConfirmedMode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const keys = mode ? MODE_KEYS[mode] : null;
  const modes = modesOf(broadcast);
  // Sending now or later: what it comes to against LINE's quota and the plan, asked as the dialog opens.
  const sends = mode === 'execute' || mode === 'schedule';
  const quota = useBroadcastQuota(hubId, broadcast.id, sends);
  const refused = mode === 'execute' && quota.data?.outcome === 'refused';
  if (broadcast.abTest?.variant === 'B' && (broadcast.status === 'draft' || broadcast.status === 'scheduled'))
    return (
      <SectionCard title={t('section.send')}>
        <Alert severity="info">{t('ab.followsA')}</Alert>
      </SectionCard>
    );
  // Sent, sending, published or archived broadcasts have nothing left to send from here.
  if (modes.length === 0 && broadcast.status !== 'scheduled') return null;

  const choose = (next: ConfirmedMode) => {
    run.reset();
    // The server refuses it too; saying so here spares a dialog that cannot succeed.
    if (!broadcast.testSentAt) setRefusal(t('broadcast.error.testRequired', { ns: 'server' }));
    else {
      setRefusal(null);
      setMode(next);
    }
  };
  const confirm = () => {
    if (!mode) return;
    run.mutate({ mode, id: broadcast.id }, { onSuccess: () => navigate(broadcastPath(hubId, broadcast.id)) });
  };

  return (
    <SectionCard title={t('section.send')} description={dirty ? t('test.saveFirst') : undefined}>
      <Stack spacing={2}>
        {!mode && run.isError && <Alert severity="error">{run.error.message}</Alert>}
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          {broadcast.status === 'scheduled' && (
            // Edit and reschedule: back to draft (refused within the lead time), then schedule again.
            <Button
              variant="outlined"
              loading={run.isPending}
              onClick={() => run.mutate({ mode: 'schedule/cancel', id: broadcast.id })}
            >
              {t('mode.reschedule')}
            </Button>
          )}
          {modes.map((option) => (
            <Button
              key={option}
              variant={option === 'execute' || option === 'save' ? 'contained' : 'outlined'}
              disabled={dirty}
              onClick={() => choose(option)}
            >
              {t(MODE_KEYS[option].button)}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Dialog
        open={!!keys}
        onClose={() => setMode(null)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="run-dialog-title"
      >
        {keys && (
          <>
            <DialogTitle id="run-dialog-title">{t(keys.title)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t(keys.text, { name: broadcast.name })}</DialogContentText>
              {sends && (
                <Box sx={{ mt: 2 }}>
                  <SendOutcome quota={quota} scheduled={mode === 'schedule'} />
                </Box>
              )}
              {run.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {run.error.message}
                </Alert>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={() => setMode(null)}>{t('action.cancel', { ns: 'common' })}</Button>
              {/* The run would stop with sendLimit rather than send to part of the audience. */}
              <Button variant="contained" onClick={confirm} loading={run.isPending} disabled={refused}>
                {t(keys.confirm)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </SectionCard>
  );
}
