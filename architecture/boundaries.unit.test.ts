import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from './import-graph.ts';
import { serverViolations, tableViolations, webViolations } from './rules.ts';

const server = path.join(import.meta.dirname, '../apps/server/src');
const web = path.join(import.meta.dirname, '../apps/web/src');

// The layers of ARCHITECTURE.md, checked on every run: a wrong import fails here, named.
describe('boundaries', () => {
  const serverEdges = importGraph(server);
  const webEdges = importGraph(web);

  it('server: core knows no module; modules meet only through index.ts', () => {
    expect(serverViolations(serverEdges)).toEqual([]);
  });

  it('server: a module’s tables are touched only by that module', () => {
    expect(tableViolations(server)).toEqual([]);
  });

  it('server and console: no import circle', () => {
    expect(circles(serverEdges)).toEqual([]);
    expect(circles(webEdges)).toEqual([]);
  });

  it('console: features import only lib, ui, i18n and themselves', () => {
    expect(webViolations(webEdges)).toEqual([]);
  });
});
