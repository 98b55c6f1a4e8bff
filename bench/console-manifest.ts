// The built console's Vite manifest (after `npm run build`), read by the bundle benches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const dist = join(import.meta.dirname, '..', 'dist', 'console');
export const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
export const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;

/** The chunk files a module pulls in statically (its own file and every static import). */
export function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
