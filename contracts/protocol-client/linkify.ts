// Spec §5: in message bubbles, e-mail addresses and http, https and ftp links become clickable, the
// same way for the visitor (widget) and the agent (console). Returns tokens, never markup; dependency-free.

export type LinkToken = { kind: 'text'; text: string } | { kind: 'url'; text: string; href: string } | { kind: 'email'; text: string; href: string };

const URL_PATTERN = String.raw`\b(?:https?|ftp):\/\/[^\s<>"'\u0060]+`;
const EMAIL_PATTERN = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
// Left to right, a link wins over an e-mail starting inside it (http://user@host.mn is one link).
const TOKEN = new RegExp(`(${URL_PATTERN})|(${EMAIL_PATTERN})`, 'g');
// Punctuation that ends a sentence rather than a link: "see https://x.mn." links to https://x.mn.
const TRAILING = /[.,;:!?)\]}'"»…]+$/;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);

function safeUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return SAFE_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits `text` into plain text, link and e-mail tokens; joined back, the tokens' text is `text`. */
export function linkify(text: string): LinkToken[] {
  const tokens: LinkToken[] = [];
  let plain = '';
  let last = 0;
  const flush = () => {
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    let found = match[0];
    let tail = '';
    if (match[1]) {
      const trailing = TRAILING.exec(found);
      // Keep a closing bracket that belongs to the link, e.g. https://en.wikipedia.org/wiki/X_(y).
      if (trailing) {
        tail = trailing[0];
        found = found.slice(0, -tail.length);
        if (tail.startsWith(')') && found.includes('(')) {
          found += ')';
          tail = tail.slice(1);
        }
      }
    }
    plain += text.slice(last, start);
    last = start + match[0].length;
    const href = match[1] ? safeUrl(found) : `mailto:${found}`;
    if (!href) {
      plain += match[0];
      continue;
    }
    flush();
    tokens.push(match[1] ? { kind: 'url', text: found, href } : { kind: 'email', text: found, href });
    plain += tail;
  }
  plain += text.slice(last);
  flush();
  return tokens;
}
