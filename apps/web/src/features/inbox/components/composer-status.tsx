import type { ComposerState } from '@hubline/contract';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** ARCHITECTURE.md rule 7: whether the next message is a free reply or a push, and what is left. */
export function ComposerStatus({ composer }: { composer: ComposerState }) {
  const { t, i18n } = useTranslation('inbox');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const parts = [
    composer.nextSend === 'reply'
      ? composer.replyExpiresAt
        ? t('composer.replyUntil', { time: time.format(new Date(composer.replyExpiresAt)) })
        : t('composer.reply')
      : t('composer.push'),
    composer.quota &&
      t('composer.quota', { remaining: composer.quota.remaining, limit: composer.quota.limit }),
    composer.freePlanRemaining !== null && t('composer.freePlan', { count: composer.freePlanRemaining }),
  ].filter(Boolean);
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
      {parts.join(' · ')}
    </Typography>
  );
}
