import { JA_NOTIFICATION_TEMPLATES } from './notification-catalogue-ja.ts';

/**
 * LINE notification messages (template): the regions whose official accounts may send them, and
 * the categories the console files LINE's templates under (messaging.md §9). LINE fixes the
 * templates, their items and their buttons per region; the console offers the region's catalogue
 * and refuses what it does not hold, as LINE would.
 * https://developers.line.biz/en/docs/partner-docs/line-notification-messages/template/
 */
export const NOTIFICATION_REGIONS = ['ja', 'tw', 'th'] as const;
export type NotificationRegion = (typeof NOTIFICATION_REGIONS)[number];

export const NOTIFICATION_CATEGORIES = [
  'all',
  'delivery',
  'reservation',
  'transportation',
  'application_registration',
  'contract_application',
  'payment',
  'support',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** A key and the label LINE shows for it (in the language its key's suffix names). */
export interface CatalogueEntry {
  key: string;
  label: string;
}

/** One of LINE's templates: shown by its label; the message opens with its title and description. */
export interface NotificationCatalogueTemplate extends CatalogueEntry {
  category: Exclude<NotificationCategory, 'all'>;
  title: string;
  description: string;
  /** The items (variables) the message may carry, each at most once. */
  variables: readonly CatalogueEntry[];
  buttons: readonly CatalogueEntry[];
}

const TW_TEMPLATES: readonly NotificationCatalogueTemplate[] = [
  {
    key: 'order_completed_001',
    label: '訂單成立通知',
    category: 'payment',
    title: '訂單已成立',
    description: '感謝您的訂購，以下是您的訂單資訊。',
    variables: [
      { key: 'order_date_001', label: '訂單日期' },
      { key: 'order_amount_001', label: '訂單金額' },
    ],
    buttons: [
      { key: 'check_order_001', label: '查看訂單' },
      { key: 'contact_001', label: '聯絡我們' },
    ],
  },
];

const TH_TEMPLATES: readonly NotificationCatalogueTemplate[] = [
  {
    key: 'order_confirmed_en',
    label: 'Order confirmation',
    category: 'payment',
    title: 'Your order is confirmed',
    description: 'Thank you for your order. Here are its details.',
    variables: [
      { key: 'order_id_en', label: 'Order ID' },
      { key: 'datetime_en', label: 'Date and time' },
    ],
    buttons: [
      { key: 'check_order_en', label: 'Check order' },
      { key: 'contact_en', label: 'Contact us' },
    ],
  },
];

export const NOTIFICATION_CATALOGUE: Readonly<
  Record<NotificationRegion, readonly NotificationCatalogueTemplate[]>
> = { ja: JA_NOTIFICATION_TEMPLATES, tw: TW_TEMPLATES, th: TH_TEMPLATES };

/** The region's template with that key, if LINE offers it there. */
export function catalogueTemplate(region: NotificationRegion, key: string) {
  return NOTIFICATION_CATALOGUE[region].find((template) => template.key === key);
}

/** The region whose catalogue holds the key, if any (a key belongs to one region). */
export function regionOfTemplate(key: string): NotificationRegion | undefined {
  return NOTIFICATION_REGIONS.find((region) => catalogueTemplate(region, key));
}

/**
 * The language of a template's labels, from its key (messaging.md §9): `_ja` Japanese, a key with
 * `_001` Traditional Chinese, `_en` English (the Thai set).
 */
export function labelLanguageOf(key: string): 'ja' | 'zh-TW' | 'en' {
  if (key.endsWith('_ja')) return 'ja';
  if (key.includes('_001')) return 'zh-TW';
  return 'en';
}

/** Limits of LINE's template push: items, buttons and their contents. */
export const NOTIFICATION_LIMITS = {
  items: 15,
  buttons: 2,
  emphasizedContent: 15,
  itemContent: 300,
  url: 1000,
} as const;
