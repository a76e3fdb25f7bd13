import type { ModuleDefinition } from '../core/module.ts';
import { authModule } from '../modules/auth/index.ts';
import { broadcastsModule } from '../modules/broadcasts/index.ts';
import { conversationsModule } from '../modules/conversations/index.ts';
import { crmModule } from '../modules/crm/index.ts';
import { healthModule } from '../modules/health/index.ts';
import { hubsModule } from '../modules/hubs/index.ts';
import { inboxModule } from '../modules/inbox/index.ts';
import { lineAccountsModule } from '../modules/line-accounts/index.ts';
import { mailModule } from '../modules/mail/index.ts';
import { newsModule } from '../modules/news/index.ts';
import { profileModule } from '../modules/profile/index.ts';
import { usersModule } from '../modules/users/index.ts';
import { webhooksModule } from '../modules/webhooks/index.ts';

/** Every domain this build serves: adding one is its folder and a line here. */
export const modules: readonly ModuleDefinition[] = [
  healthModule,
  authModule,
  usersModule,
  hubsModule,
  profileModule,
  newsModule,
  mailModule,
  crmModule,
  conversationsModule,
  inboxModule,
  lineAccountsModule,
  webhooksModule,
  broadcastsModule,
];
