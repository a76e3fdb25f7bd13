import { useEffect, useState } from 'react';

/** The current time, renewed every `ms`: keeps "3 minutes ago" true while a page stays open. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
