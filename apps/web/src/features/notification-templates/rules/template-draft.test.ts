import { catalogueTemplate, notificationTemplateInputSchema } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_DRAFT, fieldsOf, inputOf, templatesOf } from './template-draft';

const template = catalogueTemplate('ja', 'shipment_completed_ja');
const draft = {
  ...EMPTY_DRAFT,
  name: 'Shipped',
  templateKey: 'shipment_completed_ja',
  values: { date_002_ja: '8/10', number_001_ja: '1234567', time_range_001_ja: '' },
  emphasized: 'date_002_ja',
  urls: { contact_ja: ' https://example.com/help ', check_delivery_status_ja: '' },
};

describe('the notification template draft', () => {
  it('saves filled variables in the template’s order, the emphasized one apart, and buttons with a URL', () => {
    const input = inputOf(draft, template);
    expect(input).toMatchObject({
      emphasizedItem: { itemKey: 'date_002_ja', content: '8/10' },
      items: [{ itemKey: 'number_001_ja', content: '1234567' }],
      buttons: [{ buttonKey: 'contact_ja', url: 'https://example.com/help' }],
    });
    expect(notificationTemplateInputSchema.safeParse(input).success).toBe(true);
    expect(draftOf({ ...input, _id: 'x', folderId: null, updatedAt: '' })).toMatchObject({
      ...draft,
      category: 'delivery',
      values: { date_002_ja: '8/10', number_001_ja: '1234567' },
      urls: { contact_ja: 'https://example.com/help' },
    });
  });

  it('names refused items and buttons by their keys', () => {
    const input = inputOf(draft, template);
    expect(
      fieldsOf(input, { 'items.0.content': 'too long', 'buttons.0.url': 'bad', name: 'required' }),
    ).toEqual({
      'item:number_001_ja': 'too long',
      'button:contact_ja': 'bad',
      name: 'required',
    });
  });

  it('offers a region’s templates by category', () => {
    expect(templatesOf('ja', 'all').length).toBeGreaterThanOrEqual(55);
    expect(templatesOf('ja', 'payment').every((t) => t.category === 'payment')).toBe(true);
    expect(templatesOf('tw', 'all').map((t) => t.variables.map((v) => v.label))).toEqual([
      ['訂單日期', '訂單金額'],
    ]);
  });
});
