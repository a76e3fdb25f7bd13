import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it. */
export function EmptyState({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon ?? <InboxOutlinedIcon />}</Box>
      <Typography>{text}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
