import { addCatalog } from '../../i18n';

// The rich video screens' texts come with their chunk instead of the first page load.
addCatalog(
  'videos',
  import.meta.glob<Record<string, string>>('../../i18n/*/videos.json', { eager: true, import: 'default' }),
);
