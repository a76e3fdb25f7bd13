// Every table, for drizzle's relational queries and drizzle-kit. Tables live beside their domain.
export * from '../../modules/auth/auth.schema.ts';
export * from '../../modules/broadcasts/broadcasts.schema.ts';
export * from '../../modules/broadcasts/delivery/delivery.schema.ts';
export * from '../../modules/broadcasts/insight/broadcast-insights.schema.ts';
export * from '../../modules/broadcasts/links/broadcast-links.schema.ts';
export * from '../../modules/crm/builtin/crm.schema.ts';
export * from '../../modules/crm/connection/crm-connection.schema.ts';
export * from '../../modules/crm/mirror/mirror.schema.ts';
export * from '../../modules/hubs/hubs.schema.ts';
export * from '../../modules/inbox/inbox.schema.ts';
export * from '../../modules/inbox/messages.schema.ts';
export * from '../../modules/line-accounts/line-accounts.schema.ts';
export * from '../../modules/news/news.schema.ts';
export * from '../../modules/profile/line-test-ids.schema.ts';
export * from '../../modules/users/users.schema.ts';
export * from '../../modules/webhooks/webhooks.schema.ts';
export * from '../mail/mail.schema.ts';
