// Builds the widget bundle (dist/widget/widget.js) when it is missing or older than its sources.
// Used by `npm start` and by the server tests that load the bundle; `npm run build:widget` always builds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
export const WIDGET_BUNDLE = join(root, 'dist', 'widget', 'widget.js');
const SOURCES = ['widget', 'contracts/socket/visitor.ts', 'locales/mn/widget.json', 'locales/en/widget.json'].map((p) => join(root, p));

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

export function widgetIsStale() {
  if (!existsSync(WIDGET_BUNDLE)) return true;
  return Math.max(...SOURCES.filter(existsSync).map(newest)) > statSync(WIDGET_BUNDLE).mtimeMs;
}

/**
 * Returns true when it built; throws when the build fails. It builds into a folder of its own and
 * renames the file into place, so test files building at the same moment never see half a bundle.
 */
export function buildWidget({ force = false, quiet = false } = {}) {
  if (!force && !widgetIsStale()) return false;
  if (!quiet) console.log('Building the web-chat widget…');
  const tmp = join(root, 'dist', `.widget-build-${process.pid}-${Date.now()}`);
  try {
    const r = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', join(root, 'widget', 'vite.config.ts'), '--outDir', tmp, '--logLevel', 'warn'],
      {
        cwd: root,
        // Under a test runner NODE_ENV is 'test', and the packages' development builds (socket.io's debug) would be bundled.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: quiet ? 'pipe' : 'inherit',
        encoding: 'utf8',
      },
    );
    if (r.status !== 0) throw new Error(`widget build failed (exit ${r.status})${quiet ? `\n${r.stdout}${r.stderr}` : ''}`);
    mkdirSync(dirname(WIDGET_BUNDLE), { recursive: true });
    renameSync(join(tmp, 'widget.js'), WIDGET_BUNDLE);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return true;
}
