import type { CarouselCard, CarouselCardType } from '@hubline/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

export const carouselFolders = folderTable('carousel_folders', () => hubs.id);

/**
 * A card-based message (messaging.md §3 Carousel), kept as the editor wrote it: it is built into a
 * Flex carousel (carouselFlex) each time it is sent, so a changed card goes out changed.
 */
export const carousels = pgTable(
  'carousels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => carouselFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    cardType: text('card_type').$type<CarouselCardType>().notNull(),
    altText: text('alt_text').notNull(),
    cards: jsonb('cards').$type<CarouselCard[]>().notNull().default([]),
    closingCard: jsonb('closing_card').$type<CarouselCard>(),
    /** The JSON card type's Flex container, as the user wrote it ('' for the other types). */
    json: text('json').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('carousels_hub_folder_idx').on(table.hubId, table.folderId, table.updatedAt)],
);
export type CarouselRow = typeof carousels.$inferSelect;
