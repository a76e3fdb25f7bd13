import type { Folder } from '@hubline/contract';

/** A folder choice: a folder's id, or null for no folder. */
export interface FolderChoice {
  id: string | null;
  name: string | null;
}

/** No folder, and every folder: where duplicates can go. */
export function folderChoices(folders: readonly Folder[]): FolderChoice[] {
  return [{ id: null, name: null }, ...folders.map(({ id, name }) => ({ id, name }))];
}

/**
 * Where selected rows can move: everywhere but the open folder. The list without a folder shows
 * every item wherever it is filed, so nothing is excluded there.
 */
export function moveTargets(folders: readonly Folder[], openFolderId: string | null): FolderChoice[] {
  return folderChoices(folders).filter((choice) => openFolderId === null || choice.id !== openFolderId);
}

/** Rows picked on this page toggled on or off; picks on other pages are kept. */
export function toggleRows(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The header checkbox: all of the page's rows picked, some of them, or none. */
export function pageSelection(
  selected: ReadonlySet<string>,
  ids: readonly string[],
): 'all' | 'some' | 'none' {
  const picked = ids.filter((id) => selected.has(id)).length;
  if (picked === 0) return 'none';
  return picked === ids.length ? 'all' : 'some';
}
