import type { VideoSource } from '@hubline/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { imagemapImages } from '../imagemaps/imagemaps.schema.ts';
import { users } from '../users/users.schema.ts';

export const videoFolders = folderTable('rich_video_folders', () => hubs.id);

/**
 * A rich video (messaging.md §3): an mp4 uploaded here or at an external URL, played in an image
 * map whose image is the preview (an image map image, with its derivatives), and the link shown
 * when it ends. Its files outlive it: LINE fetches them again whenever a friend opens a chat.
 */
export const videos = pgTable(
  'rich_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => videoFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** `{ kind: 'upload', name }` (a files-port library file) or `{ kind: 'external', url }`. */
    video: jsonb('video').$type<VideoSource>().notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => imagemapImages.id),
    altText: text('alt_text').notNull(),
    linkLabel: text('link_label').notNull(),
    linkUrl: text('link_url').notNull(),
    trackingId: text('tracking_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('rich_videos_hub_folder_idx').on(table.hubId, table.folderId, table.updatedAt)],
);
export type VideoRow = typeof videos.$inferSelect;
