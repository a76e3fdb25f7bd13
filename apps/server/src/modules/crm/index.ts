export { crmModule } from './crm.module.ts';
