import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTarget } from '../../core/folders/folder-target.ts';
import { givenBroadcaster } from '../../test/broadcast-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { broadcastItems as items, broadcastFolderStore as store } from './broadcast-library.ts';
import { broadcasts } from './broadcasts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

// The folder library's mechanism, through its first kind: what another kind gets by handing its tables in.
describe('the folder library on broadcasts', () => {
  it('counts each folder’s items and keeps a folder that holds any, in the hub only', async () => {
    const b = await givenBroadcaster(t);
    const other = await givenBroadcaster(t);
    const full = await store.insert(t.deps.db, b.hubId, 'Full');
    const empty = await store.insert(t.deps.db, b.hubId, 'Empty');
    const one = await b.created({ name: 'One' });
    await items.updateMany(t.deps.db, b.hubId, [one], { folderId: full.id });

    expect(await store.withCounts(t.deps.db, b.hubId)).toEqual([
      { id: full.id, name: 'Full', count: 1 },
      { id: empty.id, name: 'Empty', count: 0 },
    ]);
    expect(await store.withCounts(t.deps.db, other.hubId)).toEqual([]);
    expect(await store.find(t.deps.db, other.hubId, full.id)).toBeUndefined();
    expect(await store.find(t.deps.db, b.hubId, 'not-a-uuid')).toBeUndefined();
    await expect(checkTarget(store, t.deps.db, other.hubId, full.id)).rejects.toMatchObject({
      code: 'error.notFound',
    });

    expect(await store.deleteEmpty(t.deps.db, b.hubId, full.id)).toBe(false);
    expect(await store.deleteEmpty(t.deps.db, other.hubId, empty.id)).toBe(false);
    expect(await store.deleteEmpty(t.deps.db, b.hubId, empty.id)).toBe(true);
    expect((await store.rename(t.deps.db, b.hubId, full.id, 'Renamed'))?.name).toBe('Renamed');
  });

  it('changes and deletes many of the hub’s items only, and only those the condition allows', async () => {
    const b = await givenBroadcaster(t);
    const other = await givenBroadcaster(t);
    const one = await b.created({ name: 'One' });
    const two = await b.created({ name: 'Two' });
    const theirs = await other.created({ name: 'Theirs' });

    const changed = await items.updateMany(
      t.deps.db,
      b.hubId,
      [one, two, theirs, 'garbage'],
      { name: 'Renamed' },
      eq(broadcasts.id, one),
    );
    expect(changed.map((row) => row.id)).toEqual([one]);
    expect(await items.deleteMany(t.deps.db, b.hubId, [one, two, theirs, 'garbage'])).toHaveLength(2);
    expect((await other.get(theirs)).json().name).toBe('Theirs');
  });
});
