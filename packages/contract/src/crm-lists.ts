import { z } from 'zod';
import { crmIdSchema, filterSchema } from './crm.ts';
import { LIST_KINDS } from './crm-constants.ts';

const listName = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.tooLong' });
const listFilters = z.array(filterSchema).min(1, { error: 'validation.required' }).max(10);

/** A contact list: `static` lists hold members, `filter` lists are whoever matches all the filters. */
export const crmListSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  filters: z.array(filterSchema),
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrmList = z.infer<typeof crmListSchema>;
export const listsResponseSchema = z.object({ items: z.array(crmListSchema) });
export const listResponseSchema = z.object({ msg: z.string(), list: crmListSchema });

export const createListRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('static'), name: listName }),
  z.object({ kind: z.literal('filter'), name: listName, filters: listFilters }),
]);
export type CreateListRequest = z.infer<typeof createListRequestSchema>;
/** A static list takes a new name; a filter list also new filters. */
export const updateListRequestSchema = z.object({
  name: listName.optional(),
  filters: listFilters.optional(),
});
export type UpdateListRequest = z.infer<typeof updateListRequestSchema>;

/** How many contacts some filters match now (the live count while a filter list is edited). */
export const listPreviewRequestSchema = z.object({ filters: listFilters });
export const listPreviewResponseSchema = z.object({ size: z.number().int() });

export const listMembersRequestSchema = z.object({ contactIds: z.array(crmIdSchema).min(1).max(1000) });
export const listMembersResultSchema = z.object({ msg: z.string(), count: z.number().int() });
export const listMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => [25, 50, 100].includes(value), { error: 'validation.invalid' })
    .default(25),
});
