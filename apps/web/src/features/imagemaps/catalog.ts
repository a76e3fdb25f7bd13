import { addCatalog } from '../../i18n';

// The `imagemaps` texts come with the rich message screens' chunk instead of the first page load.
addCatalog(
  'imagemaps',
  import.meta.glob<Record<string, string>>('../../i18n/*/imagemaps.json', { eager: true, import: 'default' }),
);
