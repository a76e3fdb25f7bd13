import { searchTerms } from '@hubline/contract';
import { useSearchParams } from 'react-router';

/** A conversation opened from a search (`?at=<message>&q=<words>`): the message found and the words. */
export function useSearchHit() {
  const [params, setParams] = useSearchParams();
  const at = params.get('at') ?? undefined;
  return {
    at,
    found: at ? { id: at, terms: searchTerms(params.get('q') ?? '') } : undefined,
    /** Back to the conversation's newest messages. */
    leave: () => setParams({}, { replace: true }),
  };
}
