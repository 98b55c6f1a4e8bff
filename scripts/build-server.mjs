// Builds the server (dist/server/main.js and its chunks, with source maps) from server/, contracts/,
// machines/ and streams/ with esbuild, when the sources changed since the last build: a hash of
// their contents, the lockfile and this script is kept in dist/server/build.json, so `npm start` on
// an unchanged tree starts at once. Used by `npm start`, `npm run cluster`, the end-to-end tests'
// servers and bench:memory; `npm run build:server` always builds.
//
// esbuild rather than `tsc` emit: the sources import without file extensions (moduleResolution
// "Bundler"), which Node's ESM loader cannot follow, and esbuild bundles them into a few files in a
// second, where tsc would need a rewrite of every import. Packages stay external (node_modules is
// resolved at run time as before). Type-checking stays with `npm run typecheck`.
//
// Files the server reads beside its own modules (import.meta.dirname / import.meta.url in
// server/db/client.ts, server/db/pglite-thread.ts, server/telephony/launcher.ts) are copied next to
// the bundle, where those paths land once the modules are bundled into dist/server/*.js: the SQL
// migrations, the embedded database's worker and create scripts (plain .mjs) and Kamailio's config
// template. The project root (locales, package.json, dist/console, dist/widget, data/) is given to
// server/config.ts as a path relative to the output folder (__CC_ROOT_FROM_BUILD__).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_OUT = join(ROOT, 'dist', 'server');
const SOURCE_DIRS = ['server', 'contracts', 'machines', 'streams'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.base.json'];
/** Copied beside the bundle: [from (in the root), to (in the output folder)]. */
const assets = (root) => [
  ['server/db/migrations', 'migrations'],
  ['server/telephony/kamailio', 'kamailio'],
  ...readdirSync(join(root, 'server', 'db'))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => [`server/db/${f}`, f]),
];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** A hash of every source the build reads, by content (a checkout that only touches mtimes does not rebuild). */
export function sourceHash(root = ROOT) {
  const h = createHash('sha256');
  const all = [...SOURCE_DIRS.flatMap((d) => files(join(root, d))), ...SOURCE_FILES.map((f) => join(root, f)).filter(existsSync)];
  h.update(readFileSync(import.meta.filename)); // this script: a change in how it builds rebuilds
  for (const f of all) {
    h.update(relative(root, f));
    h.update('\0');
    h.update(readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

/** Flags for running the compiled server: stack traces name the TypeScript sources' lines. */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];

const stampOf = (outDir) => join(outDir, 'build.json');

export function serverIsStale(outDir = SERVER_OUT, root = ROOT) {
  const stamp = stampOf(outDir);
  if (!existsSync(stamp) || !existsSync(join(outDir, 'main.js'))) return true;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).hash !== sourceHash(root);
  } catch {
    return true;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * One builder at a time for an output folder (`npm start` twice, the end-to-end tests' servers, the
 * cluster's processes): the others wait for it and then find the build fresh. A lock left by a
 * builder that died is taken over.
 */
async function withBuildLock(outDir, fn) {
  const lock = `${outDir}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // being written, or its builder died before writing it (then it is old: below)
      }
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released just now
      }
      if ((holder && !alive(holder)) || (!holder && age > 60_000)) rmSync(lock, { recursive: true, force: true });
      else await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds into a folder of its own and renames it into place, so a server starting at the same
 * moment never sees half a build. Returns true when it built; throws when the build fails.
 */
export async function buildServer({ root = ROOT, outDir = join(root, 'dist', 'server'), force = false, quiet = false } = {}) {
  if (!force && !serverIsStale(outDir, root)) return false;
  return withBuildLock(outDir, () => (!force && !serverIsStale(outDir, root) ? false : compile(root, outDir, quiet)));
}

async function compile(root, outDir, quiet) {
  if (!quiet) console.log('Building the server…');
  const started = Date.now();
  const hash = sourceHash(root);
  const tmp = join(dirname(outDir), `.server-build-${process.pid}-${Date.now()}`);
  const { build } = await import('esbuild');
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: { main: join(root, 'server', 'main.ts') },
      outdir: tmp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.12',
      packages: 'external',
      sourcemap: 'linked',
      sourcesContent: false,
      // Every chunk in the entry's folder: import.meta.dirname/url in any of them finds the assets.
      chunkNames: '[name]-[hash]',
      logLevel: 'warning',
      metafile: true,
      define: { __CC_ROOT_FROM_BUILD__: JSON.stringify(relative(outDir, root)) },
      banner: { js: '// Built by scripts/build-server.mjs from server/ — do not edit.' },
    });
    if (result.errors.length) throw new Error('server build failed');
    for (const [from, to] of assets(root)) cpSync(join(root, from), join(tmp, to), { recursive: true });
    const modules = Object.keys(result.metafile.inputs).length;
    writeFileSync(stampOf(tmp), JSON.stringify({ hash, builtAt: new Date().toISOString(), modules }, null, 2) + '\n');
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(dirname(outDir), { recursive: true });
    renameSync(tmp, outDir);
    if (!quiet) console.log(`Built the server (${modules} modules) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return true;
}

/** For a caller that must not go on without a build: prints why and returns false when it failed. */
export async function buildServerIfStale(opts) {
  try {
    await buildServer(opts);
    return true;
  } catch (err) {
    console.error(err.message);
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outArg = process.argv.indexOf('--out');
  const ok = await buildServerIfStale({
    force: process.argv.includes('--force'),
    ...(outArg > 0 ? { outDir: resolve(process.argv[outArg + 1]) } : {}),
  });
  process.exit(ok ? 0 : 1);
}
