import type { Db } from '../db/client.ts';
import { orNotFound } from '../http/errors.ts';
import type { FolderStore } from './folder-store.ts';

/**
 * A move or duplicate's target (core.md §4): a folder id, null for no folder, or (duplicate only)
 * undefined for "where each original is".
 */
export type FolderTarget = string | null | undefined;

/** Where a copy goes: the chosen target, or beside its original when none was chosen. */
export function copyFolderOf(target: FolderTarget, originalFolderId: string | null): string | null {
  return target === undefined ? originalFolderId : target;
}

/** A target folder must be one of the hub's (another hub's folder is not found). */
export async function checkTarget(store: FolderStore, db: Db, hubId: string, target: FolderTarget) {
  if (target) orNotFound(await store.find(db, hubId, target));
}
