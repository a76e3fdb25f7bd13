import { allPermissions, noPermissions } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { contactAccessOf, type InboxReach, reaches } from './inbox-reach.ts';

const me = 'user-me';
const colleague = 'user-colleague';
const contactIds = new Set(['contact-mine']);
const reach = (kind: InboxReach['kind']): InboxReach =>
  kind === 'everything' ? { kind } : { kind, userId: me, contactIds };

describe('reaches', () => {
  it.each([
    // [access, assignee, contact, reached]
    ['everything', colleague, 'contact-other', true],
    ['everything', null, null, true],
    ['owned', me, null, true],
    ['owned', colleague, 'contact-mine', true],
    ['owned', null, 'contact-mine', true],
    ['owned', null, 'contact-other', false],
    ['owned', null, null, false],
    ['owned', colleague, null, false],
    ['team', me, 'contact-other', true],
    ['team', null, 'contact-other', true],
    ['team', null, null, true],
    ['team', colleague, 'contact-mine', true],
    ['team', colleague, 'contact-other', false],
    ['team', colleague, null, false],
  ] as const)('%s: assigned to %s, contact %s → %s', (kind, assigneeId, contactId, reached) => {
    expect(reaches(reach(kind), { assigneeId, contactId })).toBe(reached);
  });
});

describe('contactAccessOf', () => {
  it.each([
    [true, 'owned', 'everything'],
    [false, 'owned', 'owned'],
    [false, 'team', 'team'],
    [false, 'everything', 'everything'],
  ] as const)('super administrator %s with %s → %s', (superAdmin, setting, expected) => {
    const permissions = {
      ...(superAdmin ? allPermissions() : noPermissions()),
      contactAccessInInbox: setting,
    };
    const member = { superAdmin, permissions, adminConsole: false, mobileApp: false, hasSeat: false };
    expect(contactAccessOf(member)).toBe(expected);
  });
});
