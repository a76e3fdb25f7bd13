import type { BroadcastStatus } from '@hubline/contract';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from './labels';

const COLOR: Record<BroadcastStatus, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  sent: 'success',
  failure: 'error',
  archived: 'default',
  published: 'secondary',
};

/** A broadcast's state in words; failure reads "Needs Review". */
export function StatusChip({ status }: { status: BroadcastStatus }) {
  const { t } = useTranslation('broadcasts');
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(STATUS_KEYS[status])} />;
}
