import { z } from 'zod';

/** A folder of a folder-based library (core.md §5), with how many items it holds. */
export const folderSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type Folder = z.infer<typeof folderSchema>;

export const folderInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
});
export const folderSavedSchema = z.object({ msg: z.string(), folder: folderSchema });
export const foldersResponseSchema = z.object({ folders: z.array(folderSchema) });

/** The bulk actions' bodies (messaging.md §7): delete many {ids}, move {ids, target}, duplicate {ids, target}. */
export const idsSchema = z.object({ ids: z.array(z.string()).min(1).max(500) });
/** null: out of every folder. */
export const moveSchema = idsSchema.extend({ target: z.string().nullable() });
/** null: no folder; left out: beside each original. */
export const duplicateSchema = idsSchema.extend({ target: z.string().nullable().optional() });
export const bulkResultSchema = z.object({ msg: z.string(), count: z.number().int() });

export const LIBRARY_PAGE_SIZES = [25, 50, 100] as const;
/** The most items `?all=true` answers (a picker's list); more are found by searching. */
export const LIBRARY_ALL_MAX = 1000;

/**
 * A library's list (core.md §5): search by name, a page (zero-based) of 25, 50 or 100, or with
 * `all=true` every item of the hub wherever it is filed (the plural reads' `?all=true`).
 */
export const libraryQuerySchema = z.object({
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .pipe(z.union(LIBRARY_PAGE_SIZES.map((size) => z.literal(size))))
    .default(25),
  all: z.enum(['true', 'false']).optional(),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;

/**
 * A library's answer (core.md §3: "folder-based libraries return items plus folders; a folder view
 * also returns folderName and folderId"), with the total the search found for the pager.
 */
export function libraryPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    folders: z.array(folderSchema),
    folderId: z.string().optional(),
    folderName: z.string().optional(),
  });
}
export interface LibraryPage<Item> {
  items: Item[];
  total: number;
  folders: Folder[];
  folderId?: string;
  folderName?: string;
}

/**
 * Where a kind's library calls live, relative to `/api/{hubId}`: the list (GET), one item
 * (GET `{item}/{id}`), the bulk actions (POST `{bulk}/deleteMany`, `/duplicate`, `/move`), the
 * folders (POST `{folder}`, PATCH and DELETE `{folder}/{id}`) and a folder's view (GET `{folderView}/{id}`).
 */
export interface LibraryPaths {
  list: string;
  item: string;
  bulk: string;
  folder: string;
  folderView: string;
}

/**
 * The chatflow shape (messaging.md §7, "singular and plural paths and folders"): reads and bulk
 * actions on the plural, writes and folders on the singular, e.g. POST /file, GET /files,
 * POST /file/folder, GET /files/folder/{id}.
 */
export function chatflowShapePaths(one: string, many: string): LibraryPaths {
  return {
    list: `/${many}`,
    item: `/${many}`,
    bulk: `/${many}`,
    folder: `/${one}/folder`,
    folderView: `/${many}/folder`,
  };
}
