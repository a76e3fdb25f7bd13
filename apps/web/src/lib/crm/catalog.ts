import { addCatalog } from '../../i18n/index';

// The `crm` texts come with the CRM screens' chunk instead of the first page load.
addCatalog(
  'crm',
  import.meta.glob<Record<string, string>>('../../i18n/*/crm.json', { eager: true, import: 'default' }),
);
