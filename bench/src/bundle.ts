import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, run } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';

const DIST = path.join(ROOT, 'apps/web/dist');
const BUDGET_KB = 300;
const KB = 1024;

/**
 * Lazy chunks the console fetches to render /login, by chunk name (the source file name, as Vite
 * names chunks): the router loads the auth layout and the login page as split routes. Rename these
 * if the files move.
 */
const LOGIN_ROUTE_CHUNKS = ['auth-layout', 'login-page'];

/** Static imports in minified ESM: `import{a}from"./x.js"`, `export{b}from"./y.js"`, `import"./z.js"`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.\.?\/[^"'?#]+\.m?js)["']/g;
/** Dynamic imports: `import(\`./x.js\`)` (rolldown's output) or `import("./x.js")`. */
const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.\.?\/[^`"'?#]+\.m?js)[`"']\s*\)/g;

/**
 * JavaScript the login page loads, gzip (zlib default level) of each file, summed:
 * - entry: the entry script of dist/index.html, its modulepreload links and, recursively, their
 *   static imports (what the browser fetches before any code runs);
 * - login: the entry plus the lazy chunks needed to render /login (LOGIN_ROUTE_CHUNKS) with their
 *   static imports, i.e. everything fetched before the sign-in form shows.
 * Reference: the 300 KB first-load budget. 1 KB = 1024 bytes.
 */
export async function benchBundle(): Promise<Figure[]> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    progress('bundle: apps/web/dist missing, running npm run build -w apps/web');
    const npm = process.env.npm_execpath;
    const [command, args] = npm?.endsWith('.js')
      ? [process.execPath, [npm, 'run', 'build', '-w', 'apps/web']]
      : ['npm', ['run', 'build', '-w', 'apps/web']];
    const built = await run(command, args, { timeoutMs: 300_000 }).catch((error: unknown) => {
      const output = error instanceof Error ? error.message : String(error);
      const lines = output.split('\n');
      const cause =
        lines.find((line) => /^\s*(\w*Error|error TS\d+)\b/.test(line)) ??
        lines.find((line) => /error/i.test(line) && !/^npm error|exited with/.test(line));
      throw new Error(`npm run build -w apps/web failed: ${cause?.trim() ?? 'see output above'}\n${output}`);
    });
    progress(`bundle: built in ${fmt(built.ms / 1000, 1)} s`);
  }

  const { entry, login, missing, allJs } = await measureDist(DIST);
  const builtMin = (Date.now() - (await stat(path.join(DIST, 'index.html'))).mtimeMs) / 60_000;
  const kb = (bytes: number) => bytes / KB;
  const loginNote = missing.length
    ? `  WARNING no chunk named ${missing.join(', ')} (see LOGIN_ROUTE_CHUNKS in bench/src/bundle.ts)`
    : '';
  return [
    {
      name: 'web.login_js_sent_kb',
      value: fmt(kb(login.sent)),
      detail: `(${ratio(login.sent, login.raw)} of the ${fmt(kb(login.raw))} KB raw) what a browser accepting brotli receives for /login: the build's .br copies, served as they are`,
    },
    {
      name: 'web.login_js_gzip_kb',
      value: fmt(kb(login.gzip)),
      detail: `(${ratio(kb(login.gzip), BUDGET_KB)} of ${BUDGET_KB} KB budget) entry + ${LOGIN_ROUTE_CHUNKS.join(', ')}: ${login.files.length} files, ${fmt(kb(login.raw))} KB raw${loginNote}`,
    },
    {
      name: 'web.entry_js_gzip_kb',
      value: fmt(kb(entry.gzip)),
      detail: `(${ratio(kb(entry.gzip), BUDGET_KB)} of ${BUDGET_KB} KB budget) index.html script + modulepreloads + static imports: ${entry.files.length} files, ${fmt(kb(entry.raw))} KB raw`,
    },
    {
      name: 'web.all_js_gzip_kb',
      value: fmt(kb(allJs.gzip)),
      detail: `(${ratio(kb(allJs.gzip), BUDGET_KB)} of ${BUDGET_KB} KB budget; login loads ${ratio(login.gzip, allJs.gzip)} of it) all ${allJs.files.length} files in dist/assets, ${fmt(kb(allJs.raw))} KB raw; dist built ${fmt(builtMin)} min ago`,
    },
  ];
}

/** Sizes (raw and gzip, bytes) of the entry and login-route JavaScript of a Vite dist, and of all its JS. */
export async function measureDist(distDir: string, loginChunks = LOGIN_ROUTE_CHUNKS) {
  const dist = path.resolve(distDir);
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const roots = [...entryUrls(html)].map((url) => path.join(dist, url));
  if (roots.length === 0) throw new Error(`no module script found in ${path.join(dist, 'index.html')}`);

  const entry = await closure(roots, () => false);
  const wanted = new Set(loginChunks);
  const login = await closure(roots, (file) => wanted.has(chunkName(file)));
  const found = new Set([...login].map(chunkName));
  const missing = loginChunks.filter((name) => !found.has(name));

  const all = await jsFiles(path.join(dist, 'assets'));
  return {
    entry: await sizes([...entry]),
    login: await sizes([...login]),
    missing,
    allJs: await sizes(all),
  };
}

/** Files reachable from `roots` through static imports, and through dynamic imports `follow` accepts. */
async function closure(roots: string[], follow: (file: string) => boolean) {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    const resolve = (spec: string) => path.resolve(path.dirname(file), spec);
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec) queue.push(resolve(spec));
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) {
      if (spec && follow(resolve(spec))) queue.push(resolve(spec));
    }
  }
  return seen;
}

/** `login-page-CPoaeFXe.js` -> `login-page` (Vite appends `-` and an 8-character hash). */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.m?js$/, '');

/** Local URLs of `<script type="module" src>` and `<link rel="modulepreload" href>`. */
function* entryUrls(html: string) {
  const attr = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isModule = /^<script/i.test(tag) && attr(tag, 'type') === 'module';
    const isPreload = /^<link/i.test(tag) && attr(tag, 'rel') === 'modulepreload';
    const url = isModule ? attr(tag, 'src') : isPreload ? attr(tag, 'href') : undefined;
    if (url && !/^[a-z]+:|^\/\//i.test(url)) yield url.replace(/[?#].*$/, '');
  }
}

/** Raw and gzip bytes of the files, and `sent`: what the server sends (the .br copy when the build wrote one). */
async function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let sent = 0;
  for (const file of files) {
    const content = await readFile(file);
    raw += content.length;
    gzip += gzipSync(content).length;
    sent += existsSync(`${file}.br`) ? (await stat(`${file}.br`)).size : content.length;
  }
  return { files, raw, gzip, sent };
}

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
