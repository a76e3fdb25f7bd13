import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A message editor's page body: the form, and beside it (below it on narrow screens) the phone
 * preview, which stays in view while a long form scrolls.
 */
export function BesidePreview({ children, preview }: { children: ReactNode; preview: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>{preview}</Box>
    </Box>
  );
}
