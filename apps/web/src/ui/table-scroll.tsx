import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Every table's frame: a table wider than the screen (a phone) scrolls inside it, never the page,
 * and a sideways swipe that reaches its end does not become the browser's back gesture.
 */
export function TableScroll({ children, bordered = false }: { children: ReactNode; bordered?: boolean }) {
  return (
    <TableContainer
      sx={{
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        ...(bordered && { border: 1, borderColor: 'divider', borderRadius: 1 }),
      }}
    >
      {children}
    </TableContainer>
  );
}
