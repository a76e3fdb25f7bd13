import type { ImagemapArea, ImagemapLayout, ImagemapWidth } from '@hubline/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

export const imagemapFolders = folderTable('imagemap_folders', () => hubs.id);

/**
 * An uploaded image map image: its id is random and is the public base URL's last segment (LINE
 * fetches `{baseUrl}/{width}` without signing in, so the id must not be guessable), and `files`
 * holds the files-port key of each width LINE may ask for.
 */
export const imagemapImages = pgTable('imagemap_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  hubId: text('hub_id')
    .notNull()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  height: integer('height').notNull(),
  files: jsonb('files').$type<Record<ImagemapWidth, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rich message (messaging.md §3): its image, a layout template and what each area A–F does. */
export const imagemaps = pgTable(
  'imagemaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => imagemapFolders.id, { onDelete: 'set null' }),
    /** The title: `name` to the library kit, which lists, searches and copies items by it. */
    name: text('title').notNull(),
    altText: text('alt_text').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => imagemapImages.id),
    layout: text('layout').$type<ImagemapLayout>().notNull(),
    areas: jsonb('areas').$type<ImagemapArea[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('imagemaps_hub_folder_idx').on(table.hubId, table.folderId, table.updatedAt)],
);
export type ImagemapRow = typeof imagemaps.$inferSelect;
export type ImagemapImageRow = typeof imagemapImages.$inferSelect;
