// `npx tsx bench/bundle-sources.ts [route-page ...]` (after `npm run build`): what fills a signed-in
// screen's first load, by package (or by our own folder), from the build's source maps. Each
// chunk's gzip size is shared among its sources in proportion to the minified bytes they produced.
// A small stand-in for a rollup visualiser, with no dependency: it reads the manifest and the maps.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, dist, entryKey } from './console-manifest';

const BASE = ['src/app/layouts/signed-in-layout.tsx', 'src/app/layouts/default-layout.tsx', 'contracts/me.schema.ts'];

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Decodes one segment of a source map's `mappings` (base64 VLQ). */
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Where a source's bytes are counted: a package's name, or our folder two levels deep. */
function owner(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ours = source.replace(/^(\.\.\/)+/, '').split('/');
  return ours.slice(0, ours[0] === 'src' ? 3 : 2).join('/');
}

/** Gzip bytes of a chunk shared among the owners of its minified bytes. */
function attribute(file: string, into: Map<string, number>) {
  const code = readFileSync(join(dist, file), 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return void into.set(`(no map) ${file}`, (into.get(`(no map) ${file}`) ?? 0) + gz);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const raw = new Map<string, number>();
  let src = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let col = 0;
    let prevCol = 0;
    let prevOwner = '(unmapped)';
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const d = vlq(seg);
      col += d[0];
      raw.set(prevOwner, (raw.get(prevOwner) ?? 0) + (col - prevCol));
      prevCol = col;
      if (d.length > 1) {
        src += d[1];
        prevOwner = owner(map.sources[src]);
      } else prevOwner = '(unmapped)';
    }
    raw.set(prevOwner, (raw.get(prevOwner) ?? 0) + (text.length - prevCol));
  });
  const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [k, v] of raw) into.set(k, (into.get(k) ?? 0) + (gz * v) / total);
}

const pages = process.argv.slice(2);
const files = closure(entryKey);
for (const k of [...BASE, ...pages]) closure(k, files);
const by = new Map<string, number>();
for (const f of files) if (f.endsWith('.js')) attribute(f, by);
const sum = [...by.values()].reduce((a, b) => a + b, 0);
console.log(`${pages.join(' + ') || 'signed-in base'}: ${(sum / 1024).toFixed(1)} KB gzip in ${[...files].filter((f) => f.endsWith('.js')).length} files`);
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 45))) console.log(`${(v / 1024).toFixed(1).padStart(7)} KB  ${k}`);
