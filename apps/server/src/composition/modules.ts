import type { ModuleDefinition } from '../core/module.ts';
import { authModule } from '../modules/auth/auth.module.ts';
import { broadcastsModule } from '../modules/broadcasts/broadcasts.module.ts';
import { carouselsModule } from '../modules/carousels/carousels.module.ts';
import { crmModule } from '../modules/crm/crm.module.ts';
import { filesModule } from '../modules/files/files.module.ts';
import { healthModule } from '../modules/health/health.module.ts';
import { hubsModule } from '../modules/hubs/hubs.module.ts';
import { imagemapsModule } from '../modules/imagemaps/imagemaps.module.ts';
import { inboxModule } from '../modules/inbox/inbox.module.ts';
import { lineAccountsModule } from '../modules/line-accounts/line-accounts.module.ts';
import { mailModule } from '../modules/mail/mail.module.ts';
import { newsModule } from '../modules/news/news.module.ts';
import { notificationTemplatesModule } from '../modules/notification-templates/notification-templates.module.ts';
import { profileModule } from '../modules/profile/profile.module.ts';
import { tagsModule } from '../modules/tags/tags.module.ts';
import { templatesModule } from '../modules/templates/templates.module.ts';
import { usersModule } from '../modules/users/users.module.ts';
import { videosModule } from '../modules/videos/videos.module.ts';
import { webhooksModule } from '../modules/webhooks/webhooks.module.ts';

/**
 * Every domain this build serves: adding one is its folder and a line here. The order is the
 * order LINE events reach the modules' subscribers: the inbox stores a message before Slack
 * announces it and the CRM logs it.
 */
export const modules: readonly ModuleDefinition[] = [
  healthModule,
  authModule,
  usersModule,
  hubsModule,
  profileModule,
  newsModule,
  mailModule,
  inboxModule,
  lineAccountsModule,
  crmModule,
  webhooksModule,
  broadcastsModule,
  carouselsModule,
  filesModule,
  imagemapsModule,
  videosModule,
  tagsModule,
  templatesModule,
  notificationTemplatesModule,
];
