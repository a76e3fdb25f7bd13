/// <reference types="vite/client" />

/** Id of this build (vite.config.ts), or 'dev' under the dev server. */
declare const __BUILD_ID__: string;
