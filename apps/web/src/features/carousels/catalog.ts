import { addCatalog } from '../../i18n';

// The carousel screens' texts come with their chunk instead of the first page load.
addCatalog(
  'carousels',
  import.meta.glob<Record<string, string>>('../../i18n/*/carousels.json', { eager: true, import: 'default' }),
);
