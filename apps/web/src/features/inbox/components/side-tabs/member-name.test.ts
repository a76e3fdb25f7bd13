import { describe, expect, it } from 'vitest';
import { assignableRoles, memberName } from './member-name';

describe('memberName', () => {
  it.each([
    [{ firstname: ' Misaki ', lastname: 'Sato', email: 'm@example.com' }, 'Misaki Sato'],
    [{ firstname: null, lastname: 'Sato', email: null }, 'Sato'],
    [{ firstname: '', lastname: null, email: 'm@example.com' }, 'm@example.com'],
    [{ firstname: null, lastname: null, email: null }, undefined],
  ])('%j is shown as %s', (member, shown) => {
    expect(memberName(member)).toBe(shown);
  });
});

describe('assignableRoles', () => {
  it('offers the labels a member does not hold yet, in their order', () => {
    const labels = [{ label: 'Decision maker' }, { label: 'Billing' }, { label: 'Champion' }];
    expect(assignableRoles(labels, ['Billing'])).toEqual(['Decision maker', 'Champion']);
    expect(assignableRoles(labels, ['Billing', 'Champion', 'Decision maker'])).toEqual([]);
  });
});
