import { addCatalog } from '../../i18n';

// The `inbox` texts come with the inbox screen's chunk instead of the first page load.
addCatalog(
  'inbox',
  import.meta.glob<Record<string, string>>('../../i18n/*/inbox.json', { eager: true, import: 'default' }),
);
