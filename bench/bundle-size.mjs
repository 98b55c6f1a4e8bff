#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser loads for the sign-in page and for the default
// layout's first screen, from the build manifest (run `npm run build` first). Budgets: 150 KB and
// 350 KB (for comparison, Chatwoot v4.3 loads 2.4 MB before sign-in and 3.4 MB before its dashboard).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist', 'console');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** The chunk files a module pulls in statically (its own file and every static import). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const screens = {
  'sign-in page (/login)': ['src/app/layouts/empty-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  'default layout home (/)': ['src/app/layouts/default-layout.tsx', 'src/features/home/pages/home-page.tsx'],
};
const budgets = { 'sign-in page (/login)': 150, 'default layout home (/)': 350 };

for (const [name, lazyKeys] of Object.entries(screens)) {
  const files = closure(entryKey);
  for (const k of lazyKeys) {
    if (!manifest[k]) throw new Error(`${k} is not a chunk in the manifest`);
    closure(k, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gz(f), 0);
  const kb = (total / 1024).toFixed(1);
  console.log(`${name}: ${kb} KB gzip JavaScript in ${js.length} files (budget ${budgets[name]} KB)${total / 1024 > budgets[name] ? '  OVER BUDGET' : ''}`);
}
