import { useState } from 'react';

/** Rows chosen for a bulk action, by id: `select` adds or drops several at once (a page's header box). */
export function useIdSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, select, clear: () => setSelected(new Set()) };
}
