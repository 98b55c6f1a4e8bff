/** A piece of message text: plain, or a link the visitor may click. Nothing else is ever markup. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Spec §5: e-mail addresses and http, https and ftp links become clickable.
const PATTERN = /\b(?:https?|ftp):\/\/[^\s<>"'`]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const PUNCTUATION = '.,;:!?\'"»]}';

/** Sentence punctuation after a link is not part of it; a ')' is, when it closes a '(' of the link. */
function trimLink(raw: string): string {
  let s = raw;
  for (;;) {
    const c = s[s.length - 1];
    const unbalanced = c === ')' && count(s, '(') < count(s, ')');
    if (!PUNCTUATION.includes(c) && !unbalanced) return s;
    s = s.slice(0, -1);
  }
}
const count = (s: string, c: string) => s.split(c).length - 1;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(PATTERN)) {
    const start = m.index ?? 0;
    const isUrl = /^(?:https?|ftp):\/\//i.test(m[0]);
    const found = isUrl ? trimLink(m[0]) : m[0];
    // A scheme with nothing after it ('http://.') is text.
    if (isUrl && !/^(?:https?|ftp):\/\/[^\s/?#.]/i.test(found)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: found, href: isUrl ? found : `mailto:${found}` });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
