import { addCatalog } from '../../i18n';

// The `notificationTemplates` texts come with these screens' chunk instead of the first page load.
addCatalog(
  'notificationTemplates',
  import.meta.glob<Record<string, string>>('../../i18n/*/notificationTemplates.json', {
    eager: true,
    import: 'default',
  }),
);
