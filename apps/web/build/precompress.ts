import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the server sends; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

/**
 * Writes `x.br` and `x.gz` beside each text file of the build, at the highest levels (the cost is
 * paid once, at build time), so the server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing every response or sending the bytes raw.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hubline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(files.map(compressFile));
    },
  };
}

async function compressFile(file: string) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}
