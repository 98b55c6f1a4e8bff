// Builds the console (dist/console) when it is missing or older than its sources. Used by `npm start`
// and `npm run cluster`; `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', 'console', 'version.json');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Returns false when the build failed (vite printed why). */
export function buildConsoleIfStale() {
  const sources = ['src', 'locales', 'contracts', 'streams', 'machines', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
  const stale = !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
  if (!stale) return true;
  console.log('Building the console…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return r.status === 0;
}
