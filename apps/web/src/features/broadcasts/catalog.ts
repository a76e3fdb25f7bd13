import { addCatalog } from '../../i18n';

// The `broadcasts` texts come with the broadcast screens' chunk instead of the first page load.
addCatalog(
  'broadcasts',
  import.meta.glob<Record<string, string>>('../../i18n/*/broadcasts.json', {
    eager: true,
    import: 'default',
  }),
);
