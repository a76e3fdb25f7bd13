import { addCatalog } from '../../../i18n/index';

// The `crmConnection` texts come with the CRM card's and notice's chunk instead of the first page load.
addCatalog(
  'crmConnection',
  import.meta.glob<Record<string, string>>('../../../i18n/*/crmConnection.json', {
    eager: true,
    import: 'default',
  }),
);
