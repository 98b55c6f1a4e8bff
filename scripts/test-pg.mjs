#!/usr/bin/env node
// `npm run test:pg`: the server suite on PostgreSQL and Redis only (the same pass `npm test` makes
// after the PGlite one). TEST_DATABASE_URL and TEST_REDIS_URL override the local defaults.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
};
const r = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'server', '--project', 'server-alone', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
