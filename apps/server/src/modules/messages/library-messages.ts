import type { LibraryMessageType } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import type { LineMessage } from '../../core/line/line-types.ts';

/** Where a built message will be read: library items link their files under the server's public URL. */
export interface MessageSite {
  db: Db;
  publicUrl: string;
}

/**
 * How a kind of the library builds its item as a LINE message object: undefined when the hub has
 * no such item. Each kind's module registers its own (`xxxMessageOf`), so this module names no kind
 * and dependencies stay one way: kinds → messages, never messages → kinds.
 */
export type LibraryMessageResolver = (
  site: MessageSite,
  hubId: string,
  id: string,
) => Promise<LineMessage | undefined>;

const resolvers = new Map<LibraryMessageType, LibraryMessageResolver>();

/** Called once by a kind's `<kind>.module.ts` when the composition loads it. */
export function registerLibraryMessage(type: LibraryMessageType, resolver: LibraryMessageResolver) {
  resolvers.set(type, resolver);
}

export const libraryResolver = (type: LibraryMessageType) => resolvers.get(type);
