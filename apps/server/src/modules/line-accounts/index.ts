export { lineAccountsModule } from './line-accounts.module.ts';
