import { z } from 'zod';
import { CHAT_TEXT_MAX_LENGTH } from './inbox-constants.ts';

/** A quick reply is offered in the inbox composer only while it is enabled (messaging.md §3 Other). */
export const TEMPLATE_STATUSES = ['enabled', 'disabled'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** How many quick replies the inbox composer's search offers at once. */
export const QUICK_REPLY_PICKS = 20;

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/**
 * A quick reply as an agent saves it (messaging.md §3 Other: name, status, owner account(s), body).
 * The body is sent as a chat text, so it keeps the chat's limit; it may carry contact tokens
 * (`{{firstname}}`, CONTACT_TOKEN_PATTERN) that the composer fills for the conversation's contact.
 */
export const templateInputSchema = z.object({
  name: required(100),
  status: z.enum(TEMPLATE_STATUSES).default('enabled'),
  /** The hub's LINE accounts whose inbox offers it: one or more. */
  accountIds: z
    .array(z.string())
    .min(1, { error: 'template.error.noAccount' })
    .max(100, { error: 'validation.invalid' }),
  body: required(CHAT_TEXT_MAX_LENGTH),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  accountIds: z.array(z.string()),
  body: z.string(),
  folderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateSavedSchema = z.object({ msg: z.string(), template: templateSchema });

/** What the inbox composer's search offers: enabled quick replies of the chat's account, by name. */
export const quickReplyQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
});
/** A quick reply offered in a chat: its body as saved, and `text`, the body filled for the chat's contact. */
export const quickReplyPickSchema = templateSchema
  .pick({ id: true, name: true, body: true })
  .extend({ text: z.string() });
export type QuickReplyPick = z.infer<typeof quickReplyPickSchema>;
export const quickRepliesResponseSchema = z.object({ templates: z.array(quickReplyPickSchema) });
