import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Dates and numbers follow the language chosen in the console, from src/lib/format.ts alone. A
// toLocale…String(), Intl.* or dayjs anywhere else would follow the browser's locale or its own
// format again, so this fails listing each file:line.
const ROOT = join(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');
const FORMAT = 'src/lib/format.ts';

const RULES: { name: string; pattern: RegExp; allowedIn?: string }[] = [
  { name: 'toLocale…String()', pattern: /\.toLocale(?:Date|Time)?String\s*\(/ },
  { name: 'Intl.*', pattern: /\bIntl\s*\.\s*\w+\s*\(/, allowedIn: FORMAT },
  { name: 'dayjs', pattern: /from\s+['"]dayjs|\bdayjs\s*\(/, allowedIn: FORMAT },
  // Intl without an explicit locale is the browser's locale, even in format.ts.
  { name: 'Intl.* without a locale', pattern: /\bIntl\s*\.\s*\w+\s*\(\s*(?:\)|undefined|\[\s*\])/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every line of src/ breaking a rule, as "file:line rule". */
export function offences(files = sources(SRC)): string[] {
  return files.flatMap((file) => {
    const name = relative(ROOT, file).replaceAll('\\', '/');
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => RULES.filter((rule) => rule.allowedIn !== name && rule.pattern.test(line)).map((rule) => `${name}:${i + 1} ${rule.name}`));
  });
}

describe('dates and numbers come from src/lib/format.ts', () => {
  it('no file in src/ formats by the browser locale or on its own', () => {
    expect(offences()).toEqual([]);
  });

  it('would catch each form', () => {
    const rules = RULES.map((r) => r.name);
    const hits = (line: string) => RULES.filter((r) => r.pattern.test(line)).map((r) => r.name);
    expect(hits('title={new Date(since).toLocaleString()}')).toEqual([rules[0]]);
    expect(hits("d.toLocaleDateString('mn-MN')")).toEqual([rules[0]]);
    expect(hits("new Intl.DateTimeFormat('mn-MN', {})")).toEqual([rules[1]]);
    expect(hits('new Intl.NumberFormat()')).toEqual([rules[1], rules[3]]);
    expect(hits("import dayjs from 'dayjs';")).toEqual([rules[2]]);
    expect(hits("dayjs(iso).format('YYYY')")).toEqual([rules[2]]);
  });
});
