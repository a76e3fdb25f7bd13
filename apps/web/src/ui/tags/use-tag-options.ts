import type { FriendTag } from '@hubline/contract';
import { useTags } from '../../lib/api/tags';
import { useDebouncedValue } from '../use-debounced-value';

/** One LINE account's tags matching what is typed, searched on the server (an account may have many). */
export function useTagOptions(hubId: string, lineAccountId: string, typed: string) {
  const q = useDebouncedValue(typed.trim(), 250);
  const tags = useTags(hubId, { lineAccountId, q, page: 0, limit: 100 }, lineAccountId !== '');
  const options: FriendTag[] = (tags.data?.items ?? []).map(({ id, tag }) => ({ id, tag }));
  return { options, loading: tags.isFetching, error: tags.error };
}
