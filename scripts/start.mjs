// `npm start`: builds the console when its sources are newer than the last build, compiles the
// server likewise, then runs it (all roles by default; pass `-- --role=api` or `-- --role=worker`
// to split them).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE, SERVER_SOURCES } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps/web/dist/version.txt');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contract/src',
];

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

if (Math.max(...sources.map((source) => newest(path.join(root, source)))) > builtAt(stamp)) {
  process.stdout.write('Building the console…\n');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (Math.max(...SERVER_SOURCES.map(newest)) > builtAt(SERVER_BUNDLE)) {
  process.stdout.write('Compiling the server…\n');
  await buildServer();
}

// Memory (issue #17): glibc gives each thread that allocates (libuv's pool, V8's helpers) a malloc
// arena of its own, which kept near 100 MB at idle, and two are enough for one event loop; and
// Node 24 sizes V8's young generation by the machine's memory (128 MB committed here, though a
// request's garbage is a few MB), so it is held to Node 20's 16 MB semi-spaces.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(
  process.execPath,
  // Node's own flags given to this script (`node --cpu-prof scripts/start.mjs`) reach the server too.
  [
    ...process.execArgv,
    '--enable-source-maps',
    '--max-semi-space-size=16',
    SERVER_BUNDLE,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
