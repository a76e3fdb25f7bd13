import { LAYOUT } from '@hubline/contract';
import { Box, Card, CardContent, Container, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The kinds of main page, each with its own outline while it loads. */
export type PageShape = 'list' | 'rows' | 'cards' | 'detail' | 'form';

const ROWS = 6;

/**
 * The outline of a page while its code or its data loads, shaped like the page that will replace
 * it, so nothing jumps when it arrives. With `header` (route-level loading, the page's code is
 * not there yet) it starts with the title line; a page loading its data has its real header and
 * shows the body only.
 */
export function PageSkeleton({ shape, header = false }: { shape: PageShape; header?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-label={t('state.loading')} aria-busy sx={{ width: '100%' }}>
      {header && <HeaderOutline />}
      {shape === 'list' && <ListOutline />}
      {shape === 'rows' && <RowsOutline />}
      {shape === 'cards' && <CardsOutline />}
      {shape === 'detail' && <DetailOutline />}
      {shape === 'form' && <FormOutline />}
    </Box>
  );
}

/**
 * A whole signed-in screen before its layout's code or the session is there: the top bar's strip
 * and the page outline, so the first paint already has the console's shape.
 */
export function ScreenSkeleton({ shape }: { shape: PageShape }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box
        sx={{
          height: LAYOUT.topBarHeight,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <PageSkeleton shape={shape} header />
      </Container>
    </Box>
  );
}

function HeaderOutline() {
  return (
    <Box sx={{ mb: 3 }}>
      <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: 240, maxWidth: '60%' }} />
      <Skeleton variant="text" sx={{ width: 420, maxWidth: '90%' }} />
    </Box>
  );
}

/** A table in a card with its search above: the list pages. */
function ListOutline() {
  return (
    <Card>
      <Box sx={{ display: 'flex', gap: 2, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Skeleton variant="rounded" height={40} sx={{ flex: '0 1 280px' }} />
        <Skeleton variant="rounded" height={40} width={120} />
      </Box>
      <RowsOutline />
    </Card>
  );
}

/** Table rows alone: a list whose card and search are already on screen. */
function RowsOutline() {
  return Array.from({ length: ROWS }, (_, row) => (
    <Box
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
      key={row}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        height: 52,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Skeleton variant="text" sx={{ flex: 3 }} />
      <Skeleton variant="text" sx={{ flex: 2 }} />
      <Skeleton variant="text" sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
    </Box>
  ));
}

function CardsOutline() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {Array.from({ length: 3 }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards, never reordered
        <Card key={card}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <Skeleton variant="circular" width={48} height={48} />
              <Skeleton variant="text" sx={{ flex: 1 }} />
            </Stack>
            <Skeleton variant="rounded" height={56} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function DetailOutline() {
  return (
    <>
      <Stack direction="row" spacing={3} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        {[96, 80, 112].map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Stack>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {Array.from({ length: 5 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
            <Stack key={row} direction="row" spacing={3} sx={{ py: 1.25 }}>
              <Skeleton variant="text" sx={{ flex: '0 0 30%' }} />
              <Skeleton variant="text" sx={{ flex: 1 }} />
            </Stack>
          ))}
        </CardContent>
      </Card>
    </>
  );
}

function FormOutline() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: 200, mb: 2 }} />
        {Array.from({ length: 3 }, (_, field) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder fields, never reordered
          <Skeleton key={field} variant="rounded" height={56} sx={{ mb: 2.5 }} />
        ))}
        <Skeleton variant="rounded" height={40} width={120} />
      </CardContent>
    </Card>
  );
}
