import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The embeddable widget: one classic IIFE script (an async <script> tag on any site, no module
 * loader, no chunks), minified, written to dist/widget/widget.js where the server serves it.
 */
export default defineConfig({
  // No public dir, no index.html: only the script.
  publicDir: false,
  root: here('.'),
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: here('../dist/widget'),
    emptyOutDir: true,
    target: 'es2019',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: here('src/main.ts'),
      formats: ['iife'],
      name: 'ccWebChat',
      fileName: () => 'widget.js',
    },
  },
});
