import type { Contact } from '@hubline/contract';
import { useState } from 'react';
import type { RowSelection } from './contacts-table';

/** Rows picked across pages, kept until cleared (a search or a new page does not drop them). */
export function useRowSelection(): RowSelection & { ids: string[]; clear: () => void } {
  const [selected, setSelected] = useState<ReadonlyMap<string, Contact>>(new Map());
  const onToggle = (contacts: Contact[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const contact of contacts) {
        if (on) next.set(contact.id, contact);
        else next.delete(contact.id);
      }
      return next;
    });
  return { selected, onToggle, ids: [...selected.keys()], clear: () => setSelected(new Map()) };
}
