import { type Language, serverMessages } from '@hubline/contract';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One namespace per feature plus `common`; `server` is the contract's message catalogue. */
export const WEB_NAMESPACES = [
  'common',
  'auth',
  'profile',
  'account',
  'hubs',
  'news',
  'notifications',
  'banner',
  'mail',
  'lineAccounts',
  'crm',
  'crmConnection',
  'inbox',
  'inboxTabs',
  'broadcasts',
  'broadcastComposer',
  'carousels',
  'files',
  'imagemaps',
  'tags',
  'templates',
  'notificationTemplates',
  'videos',
] as const;

/**
 * Loaded with the first page: every catalogue except those of screens big enough to load their
 * own (crm, crmConnection, inbox, inboxTabs, broadcasts, broadcastComposer, imagemaps, templates, carousels, notificationTemplates, videos), which travel in the screen's lazy chunk and arrive through addCatalog.
 */
const catalogs = import.meta.glob<Record<string, string>>(
  [
    './*/*.json',
    '!./*/crm.json',
    '!./*/crmConnection.json',
    '!./*/inbox.json',
    '!./*/inboxTabs.json',
    '!./*/broadcasts.json',
    '!./*/broadcastComposer.json',
    '!./*/imagemaps.json',
    '!./*/templates.json',
    '!./*/carousels.json',
    '!./*/notificationTemplates.json',
    '!./*/videos.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, messages] of Object.entries(catalogs)) {
    const [, lang = '', ns = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    resources[lang] = { ...resources[lang], [ns]: messages };
  }
  for (const [lang, messages] of Object.entries(serverMessages)) {
    resources[lang] = { ...resources[lang], server: messages };
  }
  return resources;
}

export const i18n = i18next.createInstance();

export function initI18n(lang: Language) {
  void i18n.use(initReactI18next).init({
    resources: buildResources(),
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ja', 'zh-TW'],
    ns: [...WEB_NAMESPACES, 'server'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lang;
}

/** Adds a lazily loaded namespace's catalogues (one per language file path, as import.meta.glob gives them). */
export function addCatalog(
  ns: (typeof WEB_NAMESPACES)[number],
  files: Record<string, Record<string, string>>,
) {
  for (const [file, messages] of Object.entries(files)) {
    const lang = /\/([^/]+)\/[^/]+\.json$/.exec(file)?.[1];
    if (lang && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, messages);
  }
}
