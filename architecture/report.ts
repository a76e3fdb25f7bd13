// Prints every boundary violation, one per line (`npx tsx architecture/report.ts [server|web]`),
// for working a change down to zero; the test in boundaries.unit.test.ts is what enforces it.
import path from 'node:path';
import { circles, importGraph } from './import-graph.ts';
import { serverViolations, tableViolations, webViolations } from './rules.ts';

const which = process.argv[2];
if (which !== 'web') {
  const root = path.join(import.meta.dirname, '../apps/server/src');
  const edges = importGraph(root);
  for (const line of [...serverViolations(edges), ...tableViolations(root)]) console.log(`server: ${line}`);
  for (const circle of circles(edges)) console.log(`server circle: ${circle.join(', ')}`);
}
if (which !== 'server') {
  const edges = importGraph(path.join(import.meta.dirname, '../apps/web/src'));
  for (const line of webViolations(edges)) console.log(`web: ${line}`);
  for (const circle of circles(edges)) console.log(`web circle: ${circle.join(', ')}`);
}
