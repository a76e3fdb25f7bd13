import type { NotificationCategory, NotificationRegion } from '@hubline/contract';

/** The catalogue keys of the regions and categories (literal, so the i18n test sees them used). */
export const REGION_KEYS: Record<NotificationRegion, string> = {
  ja: 'region.ja',
  tw: 'region.tw',
  th: 'region.th',
};

export const CATEGORY_KEYS: Record<NotificationCategory, string> = {
  all: 'category.all',
  delivery: 'category.delivery',
  reservation: 'category.reservation',
  transportation: 'category.transportation',
  application_registration: 'category.application_registration',
  contract_application: 'category.contract_application',
  payment: 'category.payment',
  support: 'category.support',
};

export const SEND_STATUS_KEYS = {
  pending: 'sends.pending',
  sent: 'sends.sent',
  failed: 'sends.failed',
  delivered: 'sends.delivered',
} as const;
