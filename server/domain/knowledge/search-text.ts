/**
 * Normalisation for the knowledge index, the same for stored text and for questions.
 *
 * Mongolian has no stemmer in PostgreSQL, and 'english' would stem Mongolian words wrongly, so the
 * index uses the `simple` configuration over text prepared here:
 * - lower case (JavaScript's toLowerCase knows Ө and Ү), ё → е;
 * - ү → у and ө → о: people typing on a Russian keyboard layout, or in a hurry, write 'толбор'
 *   for 'төлбөр' and 'хургэлт' for 'хүргэлт'. Folding both sides makes those match; the few words
 *   the fold merges ('ус' water / 'үс' hair) are told apart by the rest of the question;
 * - stems are word prefixes (STEM_LENGTH characters): Mongolian adds case and verb suffixes to the
 *   end of a stem ('хүргэлт', 'хүргэлтийн', 'хүргэлтээр'), so a fixed prefix is a robust,
 *   language-free stemmer for it and good enough for English ('deliver', 'delivery');
 * - stop words (question words, particles, articles) are left out of the stems.
 */
export const STEM_LENGTH = 5;

const STOP_WORDS = new Set(
  [
    // English
    'a an the is are was were be been do does did i you we my your our me it its of to in on at for with and or',
    'what how when where which who why can could would should will shall may there this that these those',
    'have has had not no yes please about from by as if so get any some up out',
    // Mongolian (already folded: ү→у, ө→о)
    'би чи та бид миний таны танай манай энэ тэр юу юу вэ уу юу бэ вэ бол нь ч л юм байна байгаа байдаг',
    'хэрхэн яаж хэзээ хаана ямар хэн хэд хэдэн ямар вэ уу уу юу болох болно бэ хийх мэдэх гэж гэсэн',
    'ба болон эсвэл дээр доор руу ру аас ээс оос оос тай той тэй д т г',
  ]
    .join(' ')
    .split(/\s+/),
);

/**
 * Words customers use for the same thing in a shop's service (as stems, folded). A question's stem
 * in a group also matches the group's other stems: 'shipping' finds an article about 'delivery',
 * 'төлж' one about 'төлбөр'. General service vocabulary, not the demo's wording.
 */
const SYNONYM_GROUPS: string[][] = [
  ['deliv', 'ship', 'shipp', 'send', 'sent', 'post'],
  ['retur', 'refun', 'money'],
  ['excha', 'swap', 'repla'],
  ['cance', 'abort'],
  ['hours', 'open', 'close', 'closi'],
  ['price', 'cost', 'fee', 'charg'],
  ['parce', 'packa', 'order'],
  ['store', 'shop', 'branc'],
  ['addre', 'locat'],
  ['wash', 'clean', 'laund'],
  ['хургэ', 'илгээ', 'явуул'],
  ['толбо', 'толох', 'толж', 'толно', 'толсо'],
  ['буцаа', 'буцна'],
  ['солих', 'солиу', 'сольж'],
  ['цуцла', 'цуцал', 'болих'],
  ['дэлгу', 'салба'],
  ['хаяг', 'байрл'],
];
const SYNONYMS = new Map<string, string[]>();
for (const g of SYNONYM_GROUPS) for (const s of g) SYNONYMS.set(s, g);

/** A question's stem with the stems that mean the same (itself first). */
export function withSynonyms(stem: string): string[] {
  return SYNONYMS.get(stem) ?? [stem];
}

/** Lower case, ё/ү/ө folded, punctuation to single spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ү/g, 'у')
    .replace(/ө/g, 'о')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of normalised text. */
export function words(norm: string): string[] {
  return norm ? norm.split(' ') : [];
}

/** Prefix stems of the words that carry meaning, in order, without repeats. */
export function stemsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of words(normalize(text))) {
    if (STOP_WORDS.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    const s = w.slice(0, STEM_LENGTH);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** A `to_tsquery('simple', …)` text matching any stem by prefix; only letters and digits reach it. */
export function orQuery(stems: string[], extra: Map<string, string[]> = new Map()): string {
  return [...new Set(stems.flatMap((s) => [...withSynonyms(s), ...(extra.get(s) ?? [])]))].map((s) => `${s}:*`).join(' | ');
}

/** Whether two words are one insertion, deletion, substitution or swap of neighbours apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      // A swap of two neighbours ('тлобор') counts as one edit.
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i++;
        j++;
      }
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether a question's stem matches a stored one: same prefix, or one typo apart for longer stems. */
export function stemMatches(q: string, d: string): boolean {
  if (q === d) return true;
  if (q.length >= 3 && d.length >= 3 && (d.startsWith(q) || q.startsWith(d))) return true;
  return q.length >= 4 && d.length >= 4 && withinOneEdit(q, d);
}

/** Share (0..1) of the question's stems found among `stored` (a synonym counts as found). */
export function coverage(question: string[], stored: string[]): number {
  if (question.length === 0) return 0;
  let hit = 0;
  for (const q of question) if (withSynonyms(q).some((v) => stored.some((d) => stemMatches(v, d)))) hit++;
  return hit / question.length;
}
