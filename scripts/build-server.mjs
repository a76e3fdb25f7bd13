// Compiles the server (with the workspace packages it imports) into one ES module, so `npm start`
// runs plain JavaScript: loading ~500 TypeScript files through the tsx loader cost seconds at every
// start, the compiled file loads in a fraction of that. npm packages stay external (node_modules).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** What the compiled server is made of; a newer file in any of them means compiling again. */
export const SERVER_SOURCES = ['apps/server/src', 'packages/contract/src', 'packages/sandbox/src'].map(
  (dir) => path.join(root, dir),
);
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');

/**
 * The sources keep their place on disk: a file finding its neighbours through `import.meta.url`
 * or `import.meta.dirname` (migrations, the sandbox's OpenAPI documents, the phone's page) gets
 * its own source path, not the bundle's.
 */
const keepSourcePaths = {
  name: 'keep-source-paths',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/** npm packages load from node_modules as they are; the workspace's own (@hubline/*) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hubline/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Compiles `apps/server/src/main.ts` into SERVER_BUNDLE (with a source map for stack traces). */
export async function buildServer() {
  // The same esbuild tsx and Vite use, pinned in the root package.json.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, keepSourcePaths],
  });
  // esbuild answers through a child process that lives as long as this one: `npm start` lives as
  // long as the server, so the child would hold some 70 MB for nothing.
  await esbuild.stop();
}
