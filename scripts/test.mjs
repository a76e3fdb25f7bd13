// `npm test`: every test — unit, server integration on PGlite and on PostgreSQL, then the browser
// tests against a fresh build — and one closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(command, args, env = {}) {
  return (
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// In CI the PostgreSQL suite must fail when the server is down, never skip. On a laptop without
// PostgreSQL it is left out, loudly.
const projects = ['--project', 'unit', '--project', 'sandbox', '--project', 'server-pglite'];
if (process.env.CI || process.env.TEST_POSTGRES_URL || (await reachable('127.0.0.1', 5432)))
  projects.push('--project', 'server-postgres');
else
  process.stdout.write(
    '\n!! PostgreSQL is not reachable at 127.0.0.1:5432: the PostgreSQL suite is NOT run.\n\n',
  );

const vitest = run('npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${reports}/vitest.json`,
]);
const build = run('npm', ['run', 'build', '-w', 'apps/web']);
const browser =
  build === 0
    ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      })
    : 1;

let passed = 0;
let skipped = 0;
let vitestFailed = 0;
const vitestReport = readJson('vitest.json');
if (vitestReport) {
  passed += vitestReport.numPassedTests;
  skipped += vitestReport.numPendingTests + vitestReport.numTodoTests;
  vitestFailed += vitestReport.numFailedTests;
  // A file can fail outside its tests (a hook that timed out, an error on import): count it too,
  // or the closing line would read "0 failed" under a failed run.
  vitestFailed += vitestReport.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
}
let browserFailed = build === 0 ? 0 : 1;
const playwrightReport = readJson('playwright.json');
if (playwrightReport) {
  passed += playwrightReport.stats.expected + playwrightReport.stats.flaky;
  skipped += playwrightReport.stats.skipped;
  browserFailed += playwrightReport.stats.unexpected;
  // Errors outside any test: a broken config, a web server that did not start, a stray test.only.
  browserFailed += playwrightReport.errors?.length ?? 0;
}
// What a report leaves out still fails the run through the exit code (vitest's unhandled errors, a
// promise rejected after its test ended, are not in its JSON report): such a run counts one failure.
const failed = Math.max(vitestFailed, vitest === 0 ? 0 : 1) + Math.max(browserFailed, browser === 0 ? 0 : 1);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(vitest || build || browser ? 1 : 0);

function readJson(name) {
  const file = path.join(reports, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}
