import { describe, expect, it } from 'vitest';
import { headerPicker, type RecordedRequestBase, type RequestFilterBase, RequestLog } from './request-log.ts';

interface Recorded extends RecordedRequestBase {
  tenant: string;
}
interface Filter extends RequestFilterBase {
  tenant?: string;
}

const record = (method: string, path: string, tenant: string): Recorded => ({
  at: '2026-01-01T00:00:00.000Z',
  method,
  path,
  query: {},
  headers: {},
  tenant,
});

describe('RequestLog', () => {
  const log = new RequestLog<Recorded, Filter>((r, f) => !f.tenant || r.tenant === f.tenant);
  log.add(record('GET', '/a/1', 'x'));
  log.add(record('POST', '/a/2', 'y'));
  log.add(record('POST', '/b', 'x'));

  it.each<[Filter | undefined, string[]]>([
    [undefined, ['/a/1', '/a/2', '/b']],
    [{}, ['/a/1', '/a/2', '/b']],
    [{ path: '/a' }, []],
    [{ pathPrefix: '/a' }, ['/a/1', '/a/2']],
    [{ method: 'post' }, ['/a/2', '/b']],
    [{ tenant: 'x' }, ['/a/1', '/b']],
    [{ method: 'POST', tenant: 'x' }, ['/b']],
    [{ limit: 2 }, ['/a/2', '/b']],
  ])('%j → %j', (filter, paths) => {
    expect(log.list(filter).map((r) => r.path)).toEqual(paths);
  });

  it('keeps the newest 10,000 records', () => {
    const big = new RequestLog<Recorded, Filter>(() => true);
    for (let i = 0; i < 10_005; i++) big.add(record('GET', `/${i}`, 'x'));
    const all = big.list();
    expect(all).toHaveLength(10_000);
    expect(all[0]?.path).toBe('/5');
  });

  it('forgets the oldest records once their bodies pass the byte budget, however few they are', () => {
    const small = new RequestLog<Recorded, Filter>(() => true, 1000);
    const withBody = (path: string) => ({ ...record('POST', path, 'x'), body: { to: 'U'.repeat(290) } });
    for (const path of ['/1', '/2', '/3', '/4']) small.add(withBody(path));
    expect(small.list().map((r) => r.path)).toEqual(['/2', '/3', '/4']);
    small.add(record('GET', '/5', 'x'));
    expect(small.list().map((r) => r.path)).toEqual(['/2', '/3', '/4', '/5']);
  });
});

describe('headerPicker', () => {
  it('keeps the named headers only, joining repeated ones', () => {
    const pick = headerPicker(['content-type', 'x-tag']);
    expect(
      pick({ authorization: 'Bearer t', 'content-type': 'application/json', 'x-tag': ['a', 'b'] }),
    ).toEqual({ 'content-type': 'application/json', 'x-tag': 'a, b' });
  });
});
