#!/usr/bin/env node
// `npm start`: build the console when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../server/node-flags.mjs';
import { buildWidget } from '../widget/build.mjs';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'dist', 'console', 'version.json');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const sources = ['src', 'locales', 'contracts', 'streams', 'machines', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
const stale = !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building the console…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The web-chat widget is its own small bundle (widget/vite.config.ts), rebuilt when its sources change.
try {
  buildWidget();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const server = spawn(process.execPath, [...LIVE_TRAFFIC_NODE_FLAGS, '--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
