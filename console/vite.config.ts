import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pwa } from './pwa.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// The web console (docs/console.md): built into dist/console, which the API server serves at /.
// `npm run console:dev` serves it with hot reload, proxying the API to a server on :3000.
export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // No inline script or style (the CSP has no 'unsafe-inline'): every asset is a file of its own.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
  },
  // The web app manifest, icons and service worker (console/pwa.ts, docs/console.md "Offline").
  plugins: [pwa()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
