import type { ComposerState } from '@hubline/contract';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';

/** ARCHITECTURE.md rule 7: whether the next message is a free reply or a push, and what is left. */
export function ComposerStatus({ composer }: { composer: ComposerState }) {
  const { t } = useTranslation('inbox');
  const format = useFormatDate();
  const parts = [
    composer.nextSend === 'reply'
      ? composer.replyExpiresAt
        ? t('composer.replyUntil', { time: format.zonedTime(composer.replyExpiresAt) })
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
