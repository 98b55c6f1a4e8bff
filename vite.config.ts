import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** `<version>+<UTC timestamp>`: a new value per build, so a running console can tell it is stale. */
function buildVersion(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${pkg.version}+${stamp}`;
}

const APP_VERSION = buildVersion();

/** Writes dist/console/version.json, which the server answers GET /pub/version with. */
function versionFile(version: string): Plugin {
  return {
    name: 'app-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version }, null, 2)}\n` });
    },
  };
}

const SERVER = 'http://localhost:3000';

export default defineConfig({
  root: '.',
  plugins: [react(), versionFile(APP_VERSION)],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/pub': SERVER,
      '/socket.io': { target: SERVER, ws: true },
      '/widget': SERVER,
      '/demo': SERVER,
    },
  },
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    // .vite/manifest.json maps each route chunk to its imports: the bundle budget is measured from it.
    manifest: true,
    sourcemap: true,
    // The entry (React, router, i18next, Query, Fluent core) is ~520 kB minified; what matters is
    // the gzip size each route loads, which is measured from the manifest instead.
    chunkSizeWarningLimit: 600,
  },
});
