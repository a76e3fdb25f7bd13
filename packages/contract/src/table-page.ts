import { z } from 'zod';
import { TABLE_PAGE_SIZES } from './constants.ts';

/** A paged table's query: a zero-based page and one of the page sizes of core.md §9 (25, 50, 100). */
export const tablePageQuery = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (TABLE_PAGE_SIZES as readonly number[]).includes(value), {
      error: 'validation.invalid',
    })
    .default(25),
};
