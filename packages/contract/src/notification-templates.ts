import { z } from 'zod';
import { folderSchema } from './folders.ts';
import {
  catalogueTemplate,
  NOTIFICATION_LIMITS,
  NOTIFICATION_REGIONS,
  regionOfTemplate,
} from './notification-catalogue.ts';

const text = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

const itemSchema = z.object({
  itemKey: z.string().max(100),
  content: text(NOTIFICATION_LIMITS.itemContent),
});
/** A button opens its URL: http(s) only, as a browser would take it (messaging.md §5). */
const buttonSchema = z.object({
  buttonKey: z.string().max(100),
  url: z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'notificationTemplate.error.url' })
    .max(NOTIFICATION_LIMITS.url, { error: 'validation.tooLong' }),
});

const templateFieldsSchema = z.object({
  name: text(100),
  region: z.enum(NOTIFICATION_REGIONS, { error: 'validation.invalid' }),
  templateKey: z.string().max(100),
  emphasizedItem: itemSchema
    .extend({ content: text(NOTIFICATION_LIMITS.emphasizedContent) })
    .nullable()
    .default(null),
  items: z
    .array(itemSchema)
    .max(NOTIFICATION_LIMITS.items, { error: 'notificationTemplate.error.tooMany' })
    .default([]),
  buttons: z
    .array(buttonSchema)
    .max(NOTIFICATION_LIMITS.buttons, { error: 'notificationTemplate.error.tooMany' })
    .default([]),
  folderId: z.string().nullable().optional(),
});
type TemplateFields = z.output<typeof templateFieldsSchema>;

/**
 * What LINE would refuse of a template message, checked against the region's catalogue: a key it
 * does not offer there, an item or button the template does not take, and the same item key twice
 * (in items, or in items and the emphasized item) (messaging.md §5).
 */
function catalogueIssues(fields: TemplateFields, ctx: z.RefinementCtx) {
  const template = catalogueTemplate(fields.region, fields.templateKey);
  if (!template) {
    const elsewhere = regionOfTemplate(fields.templateKey);
    ctx.addIssue({
      code: 'custom',
      path: ['templateKey'],
      message: elsewhere
        ? 'notificationTemplate.error.wrongRegion'
        : 'notificationTemplate.error.unknownTemplate',
    });
    return;
  }
  const variables = new Set(template.variables.map((variable) => variable.key));
  const seen = new Set<string>();
  const entries = [
    ...(fields.emphasizedItem ? [{ item: fields.emphasizedItem, path: ['emphasizedItem', 'itemKey'] }] : []),
    ...fields.items.map((item, index) => ({ item, path: ['items', index, 'itemKey'] })),
  ];
  for (const { item, path } of entries) {
    if (!variables.has(item.itemKey))
      ctx.addIssue({ code: 'custom', path, message: 'notificationTemplate.error.unknownItem' });
    else if (seen.has(item.itemKey))
      ctx.addIssue({ code: 'custom', path, message: 'notificationTemplate.error.duplicateItem' });
    seen.add(item.itemKey);
  }
  const buttons = new Set(template.buttons.map((button) => button.key));
  const pressed = new Set<string>();
  fields.buttons.forEach((button, index) => {
    const path = ['buttons', index, 'buttonKey'];
    if (!buttons.has(button.buttonKey) || pressed.has(button.buttonKey))
      ctx.addIssue({ code: 'custom', path, message: 'notificationTemplate.error.unknownButton' });
    pressed.add(button.buttonKey);
  });
}

/** A template's fields (messaging.md §3), checked against LINE's catalogue: the editor's own check too. */
export const notificationTemplateInputSchema = templateFieldsSchema.superRefine(catalogueIssues);
export type NotificationTemplateInput = z.input<typeof notificationTemplateInputSchema>;

const folderFlag = z.object({ folder: z.literal(true), name: text(100) });
const notFolder = { folder: z.literal(false).optional() };

/** POST on the collection: a template, or with `folder: true` a folder (messaging.md §7). */
export const notificationTemplateCreateSchema = z.discriminatedUnion('folder', [
  folderFlag,
  templateFieldsSchema.extend(notFolder).superRefine(catalogueIssues),
]);
/** PUT /{id}: the template with its `_id`, or with `folder: true` a folder's new name. */
export const notificationTemplateUpdateSchema = z.discriminatedUnion('folder', [
  folderFlag.extend({ _id: z.string().max(100) }),
  templateFieldsSchema.extend({ ...notFolder, _id: z.string().max(100) }).superRefine(catalogueIssues),
]);

export const notificationTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  region: z.enum(NOTIFICATION_REGIONS),
  templateKey: z.string(),
  emphasizedItem: z.object({ itemKey: z.string(), content: z.string() }).nullable(),
  items: z.array(z.object({ itemKey: z.string(), content: z.string() })),
  buttons: z.array(z.object({ buttonKey: z.string(), url: z.string() })),
  folderId: z.string().nullable(),
  updatedAt: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

/** GET list, GET /{id} and GET /folder/{id}: the templates, the open folder, and every folder. */
export const notificationTemplatesResponseSchema = z.object({
  templates: z.array(notificationTemplateSchema),
  total: z.number().int(),
  folderName: z.string().nullable(),
  folderId: z.string().nullable(),
  folders: z.array(folderSchema),
});
export type NotificationTemplatesResponse = z.infer<typeof notificationTemplatesResponseSchema>;

export const notificationTemplatesQuerySchema = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(25), z.literal(50), z.literal(100)]))
    .default(25),
});

/** What a create or update answers: the message to show, and the template or the folder. */
export const notificationTemplateSavedSchema = z.object({
  msg: z.string(),
  template: notificationTemplateSchema.optional(),
  folder: folderSchema.optional(),
});

const ids = z.array(z.string().max(100)).min(1).max(500);
export const notificationTemplateIdsSchema = z.object({ ids });
export const notificationTemplateDuplicateSchema = z.object({
  ids,
  target: z.string().nullable().optional(),
});
export const notificationTemplateMoveSchema = z.object({ ids, folderId: z.string().nullable() });

/** The country calling code a region's notification messages go to (LINE serves JP, TW and TH numbers). */
export const NOTIFICATION_COUNTRY_CODES = { ja: '+81', tw: '+886', th: '+66' } as const;

/** POST /{id}/test: the template sent as a LINE notification message to one phone number (E.164). */
export const notificationTestSendSchema = z.object({
  accountId: z.string().max(100),
  phone: z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'notificationTemplate.error.phone' }),
});

/** GET /{id}/sends: the template's latest sends, and whether LINE reported each delivered. */
export const notificationSendsResponseSchema = z.object({
  sends: z.array(
    z.object({
      id: z.string(),
      origin: z.string(),
      status: z.enum(['pending', 'sent', 'failed', 'delivered']),
      error: z.string().nullable(),
      sentAt: z.string(),
      deliveredAt: z.string().nullable(),
    }),
  ),
});
