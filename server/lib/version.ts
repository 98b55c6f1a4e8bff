import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../config';

/** The version of the console build being served (written by the build), else the package's. */
export function servedVersion(consoleDir: string): string {
  try {
    return JSON.parse(readFileSync(join(consoleDir, 'version.json'), 'utf8')).version as string;
  } catch {
    return JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')).version as string;
  }
}
