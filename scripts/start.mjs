#!/usr/bin/env node
// `npm start`: build the console, the widget and the server when they are missing or older than their
// sources, then run the compiled server (dist/server/main.js, no TypeScript loader at run time).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LIVE_TRAFFIC_NODE_FLAGS } from '../server/node-flags.mjs';
import { buildWidget } from '../widget/build.mjs';
import { buildConsoleIfStale } from './build-console.mjs';
import { SERVER_NODE_FLAGS, buildServerIfStale } from './build-server.mjs';

const root = join(import.meta.dirname, '..');

if (!buildConsoleIfStale()) process.exit(1);
// The web-chat widget is its own small bundle (widget/vite.config.ts), rebuilt when its sources change.
try {
  buildWidget();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

if (!(await buildServerIfStale())) process.exit(1);

const server = spawn(process.execPath, [...LIVE_TRAFFIC_NODE_FLAGS, ...SERVER_NODE_FLAGS, join(root, 'dist', 'server', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
