import { addCatalog } from '../../../../i18n';
// The contact-info tab shows the CRM's property names, from the `crm` texts.
import '../../../../lib/crm/catalog';

// The `inboxTabs` texts come with the inbox's chunk (and the chat link's) instead of the first page load.
addCatalog(
  'inboxTabs',
  import.meta.glob<Record<string, string>>('../../../../i18n/*/inboxTabs.json', {
    eager: true,
    import: 'default',
  }),
);
