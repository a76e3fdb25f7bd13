import { List } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../../lib/api-client';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorState } from '../../../../ui/error-state';
import { PageLoader } from '../../../../ui/page-loader';

interface RecordsViewProps<T> {
  query: UseQueryResult<{ items: T[] }, ApiError>;
  /** What the tab says when it has nothing yet. */
  empty: string;
  children: (item: T) => ReactNode;
}

/** A tab's list with its loading, error and empty states. */
export function RecordsView<T>({ query, empty, children }: RecordsViewProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState text={empty} />;
  return (
    <List disablePadding sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {query.data.items.map(children)}
    </List>
  );
}
