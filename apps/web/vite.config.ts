import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * One id per build. The client sends it as `x-hubline-version`; the server compares it with
 * dist/version.txt and answers 440 when they differ, so an open tab reloads after a deploy.
 */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function versionFile(id: string): Plugin {
  return {
    name: 'hubline-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.txt', source: id });
    },
  };
}

/** Where the dev server (and `vite preview`) send /api; the API listens on 3000 by default. */
const apiTarget = process.env.HUBLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), versionFile(buildId), precompress()],
  // The dev server has no version.txt of its own, so it sends no version header ('dev').
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
}));
