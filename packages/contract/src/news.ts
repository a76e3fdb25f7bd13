import { z } from 'zod';

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
});
export const newsResponseSchema = z.object({ items: z.array(newsItemSchema), unread: z.number().int() });
export type NewsItem = z.infer<typeof newsItemSchema>;

export const BANNER_LEVELS = ['info', 'warning', 'error'] as const;
export const bannerSchema = z.object({
  id: z.string(),
  level: z.enum(BANNER_LEVELS),
  text: z.string(),
  link: z.string().nullable(),
});
export const bannerResponseSchema = z.object({ banners: z.array(bannerSchema) });

export const notificationSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});

export const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const outboxResponseSchema = z.object({ items: z.array(mailSchema) });

export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export type NewsResponse = z.infer<typeof newsResponseSchema>;
export type BannerResponse = z.infer<typeof bannerResponseSchema>;
