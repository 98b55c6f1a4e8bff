#!/usr/bin/env node
// `npm run check-commits [-- <since>]`: fails when a commit subject after <since> is longer than
// 72 characters (CONVENTIONS.md: the subject says what changed; the why and the figures go in the
// body). <since> defaults to the first commit held to the rule; merges are left out.
import { execFileSync } from 'node:child_process';

const MAX = 72;
const SINCE = process.argv[2] ?? 'abb2185';

const log = execFileSync('git', ['log', '--no-merges', '--format=%h%x09%s', `${SINCE}..HEAD`], { encoding: 'utf8' });
const long = log
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .filter(([, subject]) => [...subject].length > MAX);

for (const [hash, subject] of long) console.error(`${hash} ${[...subject].length} characters: ${subject}`);
if (long.length > 0) {
  console.error(`\n${long.length} commit subject(s) over ${MAX} characters since ${SINCE}.`);
  process.exit(1);
}
console.log(`Every commit subject since ${SINCE} is at most ${MAX} characters.`);
