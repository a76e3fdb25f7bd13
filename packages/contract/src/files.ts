import { z } from 'zod';
import { chatflowShapePaths } from './folders.ts';
import { isStorableText } from './storable-text.ts';

/** core.md §5: files must be png, jpg or mp4, at most 30 MB. */
export const FILE_MAX_BYTES = 30 * 1024 * 1024;
export const FILE_TYPES = ['png', 'jpg', 'mp4'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_NAME_MAX_LENGTH = 200;

/** The Files library's calls (messaging.md §7: the chatflow shape, POST /file, GET /files …). */
export const FILE_PATHS = chatflowShapePaths('file', 'files');

const fileNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FILE_NAME_MAX_LENGTH, { error: 'validation.tooLong' })
  .refine(isStorableText, { error: 'validation.text' });

/** core.md §3 File: name, public URL, size, type, use-with-AI flag (and its folder). */
export const libraryFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Served through the server without signing in (LINE fetches it), cacheable for good. */
  url: z.string(),
  size: z.number().int(),
  type: z.enum(FILE_TYPES),
  useWithAi: z.boolean(),
  folderId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

/** The text fields of POST /file (multipart, beside the file): the name defaults to the file's own. */
export const fileUploadFieldsSchema = z.object({
  name: fileNameSchema.optional(),
  useWithAi: z.enum(['true', 'false']).optional(),
  folderId: z.string().optional(),
});

/** PATCH /file/{id}: rename, or turn use-with-AI on or off. */
export const fileUpdateSchema = z
  .object({ name: fileNameSchema, useWithAi: z.boolean() })
  .partial()
  .refine((body) => body.name !== undefined || body.useWithAi !== undefined, {
    error: 'validation.required',
  });

export const fileSavedSchema = z.object({ msg: z.string(), file: libraryFileSchema });
