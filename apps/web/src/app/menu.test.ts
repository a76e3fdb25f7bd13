import { allPermissions, noPermissions, type Permissions } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CRM_PATHS, crmHiddenPaths, MENU, type MenuGroup, visibleMenu } from './menu';

const allBuilt = new Set(MENU.flatMap((group) => group.items.map((item) => item.path)));

function member(superAdmin: boolean, grant: Partial<Permissions> = {}) {
  return { superAdmin, permissions: { ...noPermissions(), ...grant } };
}

/** Group label keys mapped to their item label keys, for readable expectations. */
function shape(groups: readonly MenuGroup[]) {
  return Object.fromEntries(
    groups.map((group) => [group.labelKey, group.items.map((item) => item.labelKey)]),
  );
}

describe('visibleMenu', () => {
  it.each([
    {
      name: 'an agent with no flags sees no group',
      who: member(false),
      built: allBuilt,
      expected: {},
    },
    {
      name: 'an agent with inbox and tags sees those two, and the contacts the inbox flag opens',
      who: member(false, { permissionInbox: true, permissionTags: true }),
      built: allBuilt,
      expected: { 'menu.conversations': ['menu.inbox', 'menu.tags'], 'menu.dataSources': ['menu.contacts'] },
    },
    {
      name: 'the broadcasts flag also opens LINE notification messages and contact lists',
      who: member(false, { permissionBroadcasts: true }),
      built: allBuilt,
      expected: {
        'menu.marketing': ['menu.broadcasts', 'menu.notificationMessages'],
        'menu.dataSources': ['menu.lists'],
      },
    },
    {
      name: 'an administrator with every flag sees every group',
      who: { superAdmin: false, permissions: allPermissions() },
      built: allBuilt,
      expected: shape([...MENU]),
    },
    {
      name: 'superAdmin sees everything even without flags',
      who: member(true),
      built: allBuilt,
      expected: shape([...MENU]),
    },
    {
      name: 'nothing shows while no screen is built',
      who: member(true),
      built: new Set<string>(),
      expected: {},
    },
    {
      name: 'a permitted group is hidden when none of its items is built',
      who: member(false, { permissionReports: true, permissionDatabase: true }),
      built: new Set(['database']),
      expected: { 'menu.dataSources': ['menu.database'] },
    },
    {
      name: 'a built item is hidden without its flag',
      who: member(false, { permissionFiles: true }),
      built: new Set(['files', 'line/reports']),
      expected: { 'menu.marketing': ['menu.files'] },
    },
  ])('$name', ({ who, built, expected }) => {
    expect(shape(visibleMenu(MENU, who, built))).toEqual(expected);
  });

  describe("with the hub's CRM", () => {
    const dataSources = (hidden: ReadonlySet<string>) =>
      shape(visibleMenu(MENU, member(true), allBuilt, hidden))['menu.dataSources'];

    it.each([
      {
        name: 'the built-in CRM shows contacts and lists',
        provider: 'builtin' as const,
        expected: ['menu.documents', 'menu.database', 'menu.contacts', 'menu.lists'],
      },
      {
        name: 'HubSpot hides them',
        provider: 'hubspot' as const,
        expected: ['menu.documents', 'menu.database'],
      },
      {
        name: 'they wait while the CRM is not known',
        provider: undefined,
        expected: ['menu.documents', 'menu.database'],
      },
    ])('$name', ({ provider, expected }) => {
      expect(dataSources(crmHiddenPaths(provider))).toEqual(expected);
    });

    it('drops a group whose only items are hidden', () => {
      const agent = member(false, { permissionInbox: true });
      expect(shape(visibleMenu(MENU, agent, allBuilt, crmHiddenPaths('hubspot')))).toEqual({
        'menu.conversations': ['menu.inbox'],
      });
    });

    it('keeps the place of a group whose items wait on the CRM, with no item to open yet', () => {
      const agent = member(false, { permissionInbox: true });
      const groups = visibleMenu(MENU, agent, allBuilt, crmHiddenPaths(undefined), BUILTIN_CRM_PATHS);
      expect(groups.map(({ labelKey, items, waiting }) => [labelKey, items.length, waiting])).toEqual([
        ['menu.conversations', 1, false],
        ['menu.dataSources', 0, true],
      ]);
    });

    it('keeps no place for a group the user could not open anyway', () => {
      const groups = visibleMenu(MENU, member(false), allBuilt, crmHiddenPaths(undefined), BUILTIN_CRM_PATHS);
      expect(groups).toEqual([]);
    });

    it('hides only menu paths that exist', () => {
      expect([...BUILTIN_CRM_PATHS].every((path) => allBuilt.has(path))).toBe(true);
    });
  });

  it('keeps the beta marks', () => {
    const betas = visibleMenu(MENU, member(true), allBuilt)
      .flatMap((group) => group.items)
      .filter((item) => item.beta)
      .map((item) => item.labelKey);
    expect(betas).toEqual(['menu.notificationMessages', 'menu.documents']);
  });
});
