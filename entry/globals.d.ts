/// <reference types="vite/types/importMeta.d.ts" />
// Build-time constants replaced by Vite.

/** The package version, stamped at build time. */
declare const __APP_VERSION__: string;
