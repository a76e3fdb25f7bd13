import type { LineAccount } from '@hubline/contract';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useTestSlack } from '../../api/test-slack';
import { useUpdateLineAccount } from '../../api/update-line-account';

/** The shape of a Slack incoming-webhook address (the same in every language). */
const SLACK_URL_EXAMPLE = 'https://hooks.slack.com/services/…';

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A Slack incoming webhook that gets a post for every new message; empty turns it off. */
export function SlackTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateLineAccount(hubId);
  const test = useTestSlack(hubId);
  const [value, setValue] = useState(account.slackWebhookUrl ?? '');
  const url = value.trim() || null;
  const valid = url === null || isHttpUrl(url);
  const error = valid ? update.error?.fields.slackWebhookUrl : t('validation.url', { ns: 'server' });
  const changed = url !== account.slackWebhookUrl;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) update.mutate({ id: account.id, slackWebhookUrl: url });
  };

  return (
    <SectionCard title={t('slack.title')} description={t('slack.text')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <TextField
          label={t('slack.label')}
          placeholder={SLACK_URL_EXAMPLE}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error || t('slack.help')}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!valid || !changed} loading={update.isPending}>
            {t('action.save', { ns: 'common' })}
          </Button>
          <Button
            variant="outlined"
            startIcon={<SendOutlinedIcon />}
            disabled={!account.slackWebhookUrl || changed}
            loading={test.isPending}
            onClick={() => test.mutate(account.id)}
          >
            {t('slack.test')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
