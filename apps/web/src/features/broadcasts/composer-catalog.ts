import { addCatalog } from '../../i18n';

// The composer and detail texts come with their screens' chunk instead of the first page load.
addCatalog(
  'broadcastComposer',
  import.meta.glob<Record<string, string>>('../../i18n/*/broadcastComposer.json', {
    eager: true,
    import: 'default',
  }),
);
