import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it; a title when the text explains what to do first. */
export function EmptyState({
  title,
  text,
  icon,
  action,
}: {
  title?: string;
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon ?? <InboxOutlinedIcon />}</Box>
      {title && (
        <Typography variant="h3" component="p" color="text.primary" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Typography sx={{ maxWidth: 560, mx: 'auto' }}>{text}</Typography>
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}
