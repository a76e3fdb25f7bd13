import { addCatalog } from '../../i18n';

// The `templates` texts come with the quick-reply screen's chunk instead of the first page load.
addCatalog(
  'templates',
  import.meta.glob<Record<string, string>>('../../i18n/*/templates.json', {
    eager: true,
    import: 'default',
  }),
);
