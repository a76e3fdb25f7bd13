import fs from 'node:fs';
import path from 'node:path';
import { type Edge, sourceFiles } from './import-graph.ts';

/** A test file or a test fixture: tests assemble the app themselves and may reach anything. */
export const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

/**
 * A table's foreign key names the table it points at, so one module's `*.schema.ts` may import
 * another's: schema files hold no queries, and going through `index.ts` would make every module
 * that stores a hub or user id import, and circle back through, the whole hubs or users module.
 */
const foreignKey = (from: string, to: string) => from.endsWith('.schema.ts') && to.endsWith('.schema.ts');

/**
 * The composition root takes each module's definition from `<name>.module.ts`: a definition names
 * every route and job of its module, so were it in `index.ts`, two modules that each ask the other
 * something would import each other's whole module, in a circle.
 */
const definition = (from: string, to: string, target: string) =>
  from.startsWith('composition/') && to === `modules/${target}/${target}.module.ts`;

/**
 * The server's layers, lowest first: `core` knows no domain; a module reaches another module only
 * through its `index.ts`; only the composition root (and the entry files above it) lists modules.
 */
export function serverViolations(edges: readonly Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    if (isTest(from)) continue;
    const line = `${from} → ${to}`;
    if (from.startsWith('core/') && !to.startsWith('core/')) found.push(`core imports above itself: ${line}`);
    const owner = moduleOf(from);
    const target = moduleOf(to);
    if (owner && !to.startsWith('core/') && !to.startsWith('modules/'))
      found.push(`a module imports above itself: ${line}`);
    if (
      target &&
      target !== owner &&
      to !== `modules/${target}/index.ts` &&
      !foreignKey(from, to) &&
      !definition(from, to, target)
    )
      found.push(`reaches into module ${target} past its index.ts: ${line}`);
    if (to.startsWith('test/') || (isTest(to) && !isTest(from)))
      found.push(`production code imports a test: ${line}`);
  }
  return found;
}

/**
 * The console's layers: `lib` and `ui` know no feature and no shell; a feature imports `lib`, `ui`,
 * `i18n` and its own files, never another feature nor the shell in `app`.
 */
export function webViolations(edges: readonly Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const line = `${from} → ${to}`;
    const shared = ['lib/', 'ui/', 'i18n/'].some((layer) => from.startsWith(layer));
    if (shared && (to.startsWith('features/') || to.startsWith('app/')))
      found.push(`shared code imports a feature or the shell: ${line}`);
    const feature = featureOf(from);
    if (!feature) continue;
    const other = featureOf(to);
    if (other && other !== feature) found.push(`feature ${feature} imports feature ${other}: ${line}`);
    if (to.startsWith('app/')) found.push(`feature ${feature} imports the shell: ${line}`);
  }
  return found;
}

/** Each module's tables, by SQL name, read from its `*.schema.ts` files. */
export function tablesByModule(root: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const file of sourceFiles(root).filter((name) => name.endsWith('.schema.ts') && moduleOf(name))) {
    const owner = moduleOf(file) as string;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const names = [...text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((match) => match[1] as string);
    tables.set(owner, [...(tables.get(owner) ?? []), ...names]);
  }
  return tables;
}

/**
 * A module's tables are its own: no other module's production file names one in SQL, and its
 * `index.ts` hands out no table (types of rows are fine).
 */
export function tableViolations(root: string): string[] {
  const tables = tablesByModule(root);
  const found: string[] = [];
  for (const file of sourceFiles(root).filter((name) => !isTest(name))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const owner = moduleOf(file);
    for (const [module, names] of tables) {
      if (module === owner) continue;
      for (const name of names) {
        if (new RegExp(`\\b(from|join|into|update|table)\\s+"?${name}"?\\b`, 'i').test(text))
          found.push(`${file} names the table ${name} of module ${module} in SQL`);
      }
    }
    if (/^modules\/[^/]+\/index\.ts$/.test(file)) {
      for (const match of text.matchAll(/export\s+(\*|\{[^}]*\})\s+from\s+'([^']+\.schema\.ts)'/g))
        if (!/^\{\s*type\s/.test(match[1] ?? '') && !/^\{(\s*type\s+\w+\s*,?)+\}$/.test(match[1] ?? ''))
          found.push(`${file} hands out tables from ${match[2]}`);
    }
  }
  return found;
}
