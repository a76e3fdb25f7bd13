import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A read-only fact of a settings card: a small label above its value. */
export function InfoItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Box>
  );
}
