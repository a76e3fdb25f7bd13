import { z } from 'zod';
import { isStorableText } from './storable-text.ts';
import { tablePageQuery } from './table-page.ts';

/** Longest tag name: a tag is a short label shown as a chip beside a friend. */
export const TAG_NAME_MAX = 50;
/** Most friends one bulk tagging changes at once (a friends-list page holds at most 100). */
export const TAG_FRIENDS_MAX = 500;
/**
 * Most tags one change gives or takes: friends × tags rows go in one insert, and PostgreSQL takes at
 * most 65,535 parameters a statement (500 × 20 × 3 columns stays well under).
 */
export const TAG_CHANGE_MAX = 20;

const tagName = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(TAG_NAME_MAX, { error: 'validation.tooLong' })
  .refine(isStorableText, { error: 'validation.text' });

/** A tag as a friend carries it (core.md §3 Tag: tag, owner account). */
export const friendTagSchema = z.object({ id: z.string(), tag: z.string() });
export type FriendTag = z.infer<typeof friendTagSchema>;

/** A tag of the Tags page: its name, its owner LINE account and how many friends carry it. */
export const tagSchema = friendTagSchema.extend({
  lineAccountId: z.string(),
  friends: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const createTagSchema = z.object({ tag: tagName, lineAccountId: z.string() });
export type CreateTagRequest = z.infer<typeof createTagSchema>;
export const updateTagSchema = z.object({ tag: tagName });
export const tagSavedSchema = z.object({ msg: z.string(), tag: tagSchema });

/** `GET /tags`: one account's tags (or the hub's), searched by name, a page at a time. */
export const tagsQuerySchema = z.object({
  lineAccountId: z.string().optional(),
  q: z.string().trim().max(100).default(''),
  ...tablePageQuery,
});
export type TagsQuery = z.infer<typeof tagsQuerySchema>;
export const tagsResponseSchema = z.object({
  items: z.array(tagSchema),
  /** The hub's LINE accounts (a tag's owner is one), so the page needs no LINE-accounts permission. */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

/** `GET /line/user-manage/{id}/tags`: the tags one friend carries. */
export const friendTagsResponseSchema = z.object({
  items: z.array(friendTagSchema),
  /** The friend's LINE account: only its tags can be given to the friend. */
  lineAccountId: z.string(),
});
export type FriendTagsResponse = z.infer<typeof friendTagsResponseSchema>;

/** Tags given to and taken from friends of one account (the side panel's one friend, or a selection). */
export const tagFriendsSchema = z
  .object({
    friendIds: z.array(z.string()).min(1).max(TAG_FRIENDS_MAX),
    add: z.array(z.string()).max(TAG_CHANGE_MAX).default([]),
    remove: z.array(z.string()).max(TAG_CHANGE_MAX).default([]),
  })
  .refine((body) => body.add.length + body.remove.length > 0, {
    error: 'validation.required',
    path: ['add'],
  });
export type TagFriendsRequest = z.input<typeof tagFriendsSchema>;
export const tagFriendsResultSchema = z.object({ msg: z.string(), count: z.number().int() });
