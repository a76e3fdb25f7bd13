/**
 * A move or duplicate's target: a folder id, null for no folder, or (duplicate only) undefined
 * for "where each original is".
 */
export type FolderTarget = string | null | undefined;

/** One call a feature wires to its API (a react-query mutation fits): the library shows its state. */
export interface LibraryCall<Value> {
  mutate: (value: Value, options: { onSuccess?: () => void; onError?: () => void }) => void;
  isPending: boolean;
  /** The server's refusal: its message, and per field for forms. */
  error: { message: string; fields: Readonly<Record<string, string>> } | null;
  reset: () => void;
}

/** The folder calls of a kind: create, rename and delete (refused while a folder holds items). */
export interface FolderCalls {
  create: LibraryCall<string>;
  rename: LibraryCall<{ id: string; name: string }>;
  remove: LibraryCall<string>;
}
