import { describe, expect, it } from 'vitest';
import { comparedProperties, mergedProperties } from './merge';

describe('mergedProperties', () => {
  const kept = { firstname: 'Aiko', lastname: null, email: 'aiko@example.com', phone: '' };
  const other = { firstname: 'A.', lastname: 'Sato', email: 'a.sato@example.com', phone: '0312345678' };

  it("keeps the kept contact's values and fills only its gaps", () => {
    expect(mergedProperties(kept, other)).toEqual({
      firstname: 'Aiko',
      lastname: 'Sato',
      email: 'aiko@example.com',
      phone: '0312345678',
    });
  });

  it('adds properties only the other contact has', () => {
    expect(mergedProperties({ firstname: 'Aiko' }, { lifecyclestage: 'lead' })).toEqual({
      firstname: 'Aiko',
      lifecyclestage: 'lead',
    });
  });

  it('does not fill a gap with a blank', () => {
    expect(mergedProperties({ phone: null }, { phone: '  ' })).toEqual({ phone: null });
  });
});

describe('comparedProperties', () => {
  it("keeps the CRM's order and drops what neither contact has", () => {
    const names = ['firstname', 'lastname', 'email', 'phone'];
    expect(
      comparedProperties(names, { email: 'a@example.com', firstname: '' }, { phone: '03', lastname: null }),
    ).toEqual(['email', 'phone']);
  });
});
