import { allPermissions, type LibraryPaths, type PermissionFlag } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.schema.ts';
import { signedInMember, startTestApp, type TestApp } from './harness.ts';

/** A kind as the shared library behaviour suite drives it through its API. */
export interface LibrarySuiteKind {
  /** The kind's name in the test titles. */
  name: string;
  paths: LibraryPaths;
  permission: PermissionFlag;
  /** Makes one item named `name` through the kind's own create call; answers its id. */
  create: (t: TestApp, member: Member, name: string) => Promise<string>;
  /** The app the suite runs against (a kind that needs the LINE sandbox starts its own). */
  start?: () => Promise<TestApp>;
}

/** The signed-in member an item is made for: `call` for JSON, `cookie` for other bodies (uploads). */
export type Member = Awaited<ReturnType<typeof signedInMember>>;

interface Listed {
  items: { id: string; name: string }[];
  total: number;
  folders: { id: string; name: string; count: number }[];
  folderId?: string;
  folderName?: string;
}

/**
 * The shared library behaviour suite (issue #18): what every folder library does the same way —
 * folders, search and paging, delete many, duplicate, move, and the refusals (another hub's ids,
 * a member without the flag, ids that are no ids, moving into the current folder, deleting a folder
 * that holds items) — each refusal changing nothing. A kind's test calls it once.
 */
export function librarySuite(kind: LibrarySuiteKind) {
  const { paths } = kind;
  let t: TestApp;
  beforeAll(async () => {
    t = await (kind.start ?? (() => startTestApp()))();
  });
  afterAll(async () => t.close());

  async function given(names: string[]) {
    const member = await signedInMember(t);
    const ids: string[] = [];
    for (const name of names) ids.push(await kind.create(t, member, name));
    const list = async (path = paths.list): Promise<Listed> => {
      const response = await member.call('GET', path);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const folder = async (name: string): Promise<string> => {
      const response = await member.call('POST', paths.folder, { name });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().folder.id;
    };
    return { ...member, ids, list, folder };
  }
  const namesOf = (listed: Listed) => listed.items.map((item) => item.name).sort();

  describe(`${kind.name}: the shared library behaviour`, () => {
    it('keeps folders: created, renamed, listed with counts, opened, deleted only when empty', async () => {
      const m = await given(['First', 'Second']);
      const folderId = await m.folder('Spring');
      const renamed = await m.call('PATCH', `${paths.folder}/${folderId}`, { name: 'Summer' });
      expect(renamed.json()).toMatchObject({ msg: 'Folder renamed.', folder: { name: 'Summer', count: 0 } });

      const [first = '', second = ''] = m.ids;
      const moved = await m.call('POST', `${paths.bulk}/move`, { ids: [first], target: folderId });
      expect(moved.json()).toEqual({ msg: 'Moved.', count: 1 });
      expect((await m.list()).folders).toEqual([{ id: folderId, name: 'Summer', count: 1 }]);
      const opened = await m.list(`${paths.folderView}/${folderId}`);
      expect(opened).toMatchObject({ folderId, folderName: 'Summer', total: 1 });
      expect(namesOf(opened)).toEqual(['First']);
      // The list without a folder shows every item, filed or not.
      expect(namesOf(await m.list())).toEqual(['First', 'Second']);

      // A folder holding items stays (core.md §4), in the member's language.
      const refused = await m.call('DELETE', `${paths.folder}/${folderId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'library.error.folderNotEmpty',
        msg: 'A folder with items cannot be deleted. Move or delete its items first.',
      });
      for (const [lang, msg] of [
        ['ja', 'アイテムのあるフォルダは削除できません。先にアイテムを移動または削除してください。'],
        ['zh-TW', '含有項目的資料夾無法刪除。請先移動或刪除其中的項目。'],
      ] as const) {
        await t.deps.db.update(users).set({ lang }).where(eq(users.id, m.user.id));
        expect((await m.call('DELETE', `${paths.folder}/${folderId}`)).json().msg).toBe(msg);
      }
      await t.deps.db.update(users).set({ lang: 'en' }).where(eq(users.id, m.user.id));
      expect((await m.list()).folders).toHaveLength(1);

      await m.call('POST', `${paths.bulk}/move`, { ids: [first], target: null });
      const deleted = await m.call('DELETE', `${paths.folder}/${folderId}`);
      expect(deleted.json()).toEqual({ msg: 'Folder deleted.' });
      expect((await m.list()).folders).toEqual([]);
      expect((await m.call('GET', `${paths.folderView}/${folderId}`)).statusCode).toBe(404);
      expect((await m.call('GET', `${paths.item}/${second}`)).json()).toMatchObject({ id: second });
    });

    it('searches by name and pages, or answers every item with all=true', async () => {
      const names = Array.from({ length: 27 }, (_, index) => `Item ${String(index).padStart(2, '0')}`);
      const m = await given([...names, '50%_off']);
      const first = await m.list(`${paths.list}?limit=25`);
      expect(first.total).toBe(28);
      expect(first.items).toHaveLength(25);
      const second = await m.list(`${paths.list}?limit=25&page=1`);
      expect(second.items).toHaveLength(3);
      expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(28);
      expect((await m.list(`${paths.list}?all=true`)).items).toHaveLength(28);
      // What is typed is matched as itself: % and _ are no wildcards.
      expect(namesOf(await m.list(`${paths.list}?search=${encodeURIComponent('%_')}`))).toEqual(['50%_off']);
      expect((await m.list(`${paths.list}?search=item 2`)).total).toBe(7);
      expect((await m.call('GET', `${paths.list}?limit=30`)).statusCode).toBe(400);
    });

    it('duplicates into a folder or beside each original, and deletes many', async () => {
      const m = await given(['Alpha', 'Beta']);
      const [alpha = '', beta = ''] = m.ids;
      const folderId = await m.folder('Copies');
      await m.call('POST', `${paths.bulk}/move`, { ids: [beta], target: folderId });

      const beside = await m.call('POST', `${paths.bulk}/duplicate`, { ids: [alpha, beta] });
      expect(beside.json()).toEqual({ msg: 'Duplicated.', count: 2 });
      expect(namesOf(await m.list(`${paths.folderView}/${folderId}`))).toEqual(['Beta', 'Beta (copy)']);
      const toRoot = await m.call('POST', `${paths.bulk}/duplicate`, { ids: [beta], target: null });
      expect(toRoot.json().count).toBe(1);
      const all = await m.list();
      expect(namesOf(all)).toEqual(['Alpha', 'Alpha (copy)', 'Beta', 'Beta (copy)', 'Beta (copy)']);

      const copies = all.items.filter((item) => item.name.endsWith('(copy)')).map((item) => item.id);
      const deleted = await m.call('POST', `${paths.bulk}/deleteMany`, { ids: copies });
      expect(deleted.json()).toEqual({ msg: 'Deleted.', count: 3 });
      expect(namesOf(await m.list())).toEqual(['Alpha', 'Beta']);
      expect((await m.call('GET', `${paths.item}/${copies[0]}`)).statusCode).toBe(404);
    });

    it('refuses a move into the folder the items are in, and changes nothing', async () => {
      const m = await given(['Here', 'There']);
      const [here = '', there = ''] = m.ids;
      const folderId = await m.folder('Box');
      await m.call('POST', `${paths.bulk}/move`, { ids: [here], target: folderId });
      const refused = await m.call('POST', `${paths.bulk}/move`, { ids: [there, here], target: folderId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'library.error.sameFolder',
        msg: 'The selected items are already in this folder.',
      });
      expect(namesOf(await m.list(`${paths.folderView}/${folderId}`))).toEqual(['Here']);
      const atRoot = await m.call('POST', `${paths.bulk}/move`, { ids: [there], target: null });
      expect(atRoot.json().code).toBe('library.error.sameFolder');
    });

    it('refuses another hub’s items and folders, ids that are no ids, and a member without the flag', async () => {
      const owner = await given(['Mine']);
      const [mine = ''] = owner.ids;
      const ownFolder = await owner.folder('Own');
      const stranger = await given(['Theirs']);
      const [theirs = ''] = stranger.ids;
      const theirFolder = await stranger.folder('Theirs');

      const refusals: [string, string, object | undefined][] = [
        ['GET', `${paths.item}/${mine}`, undefined],
        ['GET', `${paths.folderView}/${ownFolder}`, undefined],
        ['POST', `${paths.bulk}/deleteMany`, { ids: [mine] }],
        ['POST', `${paths.bulk}/duplicate`, { ids: [mine] }],
        ['POST', `${paths.bulk}/move`, { ids: [mine], target: null }],
        // Their own item into another hub's folder, and both hubs' items at once.
        ['POST', `${paths.bulk}/move`, { ids: [theirs], target: ownFolder }],
        ['POST', `${paths.bulk}/duplicate`, { ids: [theirs], target: ownFolder }],
        ['POST', `${paths.bulk}/deleteMany`, { ids: [theirs, mine] }],
        ['PATCH', `${paths.folder}/${ownFolder}`, { name: 'Taken' }],
        ['DELETE', `${paths.folder}/${ownFolder}`, undefined],
        // Ids that are no ids: not found, never a database error.
        ['GET', `${paths.item}/not-a-uuid`, undefined],
        ['POST', `${paths.bulk}/deleteMany`, { ids: ['not-a-uuid'] }],
        ['DELETE', `${paths.folder}/1'%20or%201=1`, undefined],
      ];
      for (const [method, path, body] of refusals) {
        const response = await stranger.call(method as 'GET', path, body);
        expect([403, 404], `${method} ${path}`).toContain(response.statusCode);
      }
      // NUL cannot be stored: refused before anything is read or written.
      for (const [path, body] of [
        [paths.folder, { name: 'a\u0000b' }],
        [`${paths.bulk}/move`, { ids: [theirs], target: 'x\u0000y' }],
        [`${paths.bulk}/deleteMany`, { ids: ['\u0000'] }],
      ] as const) {
        expect((await stranger.call('POST', path, body)).json().code, path).toBe('error.invalidText');
      }

      // Nothing changed on either side.
      expect(await owner.list()).toMatchObject({ total: 1, folders: [{ name: 'Own', count: 0 }] });
      expect(await stranger.list()).toMatchObject({
        total: 1,
        folders: [{ id: theirFolder, name: 'Theirs' }],
      });

      const withoutFlag = await signedInMember(t, {
        hubId: owner.hubId,
        permissions: { ...allPermissions(), [kind.permission]: false },
      });
      for (const [method, path, body] of [
        ['GET', paths.list, undefined],
        ['GET', `${paths.item}/${mine}`, undefined],
        ['POST', `${paths.bulk}/deleteMany`, { ids: [mine] }],
        ['POST', paths.folder, { name: 'No' }],
        ['DELETE', `${paths.folder}/${ownFolder}`, undefined],
      ] as const) {
        expect((await withoutFlag.call(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      }
      expect(await owner.list()).toMatchObject({ total: 1, folders: [{ name: 'Own', count: 0 }] });
    });
  });
}
