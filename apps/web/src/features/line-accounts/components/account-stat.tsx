import { Box, Skeleton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One figure of an account card, named for assistive tech (and tests) by its label. */
export function AccountStat({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Tooltip title={hint ?? ''}>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {label}
        </Typography>
      </Tooltip>
      <Typography component="div" sx={{ fontWeight: 700, fontSize: 18 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A figure asked of LINE: a skeleton while it loads, "—" with why (`unavailable`, else a general
 * reason) when LINE did not give it, else `show` of it.
 */
export function LineFigure<T>({
  loading,
  value,
  show,
  unavailable,
}: {
  loading: boolean;
  value: T | null | undefined;
  show: (value: T) => ReactNode;
  unavailable?: string;
}) {
  const { t } = useTranslation('lineAccounts');
  if (loading) return <Skeleton width={56} aria-busy="true" />;
  if (value === null || value === undefined)
    return (
      <Tooltip title={unavailable ?? t('card.unavailable')}>
        {/* MUI names the span by the tooltip's title for assistive tech. */}
        <span>—</span>
      </Tooltip>
    );
  return show(value);
}
