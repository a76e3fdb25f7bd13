import { describe, expect, it } from 'vitest';
import { assignableRoles } from './assignable-roles';

describe('assignableRoles', () => {
  it('offers the labels a member does not hold yet, in their order', () => {
    const labels = [{ label: 'Decision maker' }, { label: 'Billing' }, { label: 'Champion' }];
    expect(assignableRoles(labels, ['Billing'])).toEqual(['Decision maker', 'Champion']);
    expect(assignableRoles(labels, ['Billing', 'Champion', 'Decision maker'])).toEqual([]);
  });
});
