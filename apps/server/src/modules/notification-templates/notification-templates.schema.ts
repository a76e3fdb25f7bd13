import type { NotificationRegion } from '@hubline/contract';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

export const notificationTemplateFolders = folderTable('notification_template_folders', () => hubs.id);

type Item = { itemKey: string; content: string };

/** A LINE notification message (template) as the hub composed it (messaging.md §3 Notification template). */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => notificationTemplateFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    region: text('region').$type<NotificationRegion>().notNull(),
    templateKey: text('template_key').notNull(),
    emphasizedItem: jsonb('emphasized_item').$type<Item>(),
    items: jsonb('items').$type<Item[]>().notNull().default([]),
    buttons: jsonb('buttons').$type<{ buttonKey: string; url: string }[]>().notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_templates_hub_folder_idx').on(table.hubId, table.folderId)],
);
export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;

/**
 * One notification message sent to one phone (a test, or a broadcast's recipient): recorded before
 * LINE is asked (ARCHITECTURE.md rule 11), so the delivery webhook, which names only the delivery
 * tag, finds its recipient. The number is kept only as LINE's hash of it.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => notificationTemplates.id, { onDelete: 'set null' }),
    /** `test` from the editor; else the broadcast's id. */
    origin: text('origin').notNull(),
    /** SHA-256 hex of the E.164 number, as LINE takes it. */
    phoneHash: text('phone_hash').notNull(),
    /** The X-Line-Delivery-Tag it went with: LINE's delivery event names it. */
    deliveryTag: text('delivery_tag').notNull(),
    /** pending (recorded), sent (LINE took it), failed (LINE refused), delivered (webhook). */
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'delivered'>().notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_sends_tag_idx').on(table.lineAccountId, table.deliveryTag),
    index('notification_sends_hub_template_idx').on(table.hubId, table.templateId),
  ],
);
