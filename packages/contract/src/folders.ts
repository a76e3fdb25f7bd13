import { z } from 'zod';

/** A folder of a folder-based library (core.md §5), with how many items it holds. */
export const folderSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type Folder = z.infer<typeof folderSchema>;

export const folderInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
});
export const folderSavedSchema = z.object({ msg: z.string(), folder: folderSchema });
export const foldersResponseSchema = z.object({ folders: z.array(folderSchema) });
