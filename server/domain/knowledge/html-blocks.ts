import { parseHTML } from './dom';
import type { Block } from './passages';

const BLOCK_TAGS = new Set(['P', 'LI', 'TD', 'TH', 'PRE', 'BLOCKQUOTE', 'DT', 'DD', 'FIGCAPTION']);
const HEADING = /^H[1-6]$/;

/** What is read of linkedom's elements (the server is compiled without the DOM types). */
interface El {
  tagName: string;
  textContent: string | null;
  children: ArrayLike<El>;
  querySelector(selector: string): unknown;
}

/** Headings and text blocks of (sanitised) HTML, in document order. */
export function htmlBlocks(html: string): Block[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const out: Block[] = [];
  const walk = (el: El) => {
    for (const child of Array.from(el.children)) {
      if (HEADING.test(child.tagName)) out.push({ kind: 'heading', text: child.textContent ?? '' });
      else if (BLOCK_TAGS.has(child.tagName) && !child.querySelector('p,li,h1,h2,h3,h4,h5,h6,table,ul,ol')) out.push({ kind: 'text', text: child.textContent ?? '' });
      else if (child.children.length) walk(child);
      else if (child.textContent?.trim()) out.push({ kind: 'text', text: child.textContent });
    }
  };
  walk(document.body as unknown as El);
  if (out.length === 0 && document.body.textContent?.trim()) out.push({ kind: 'text', text: document.body.textContent });
  return out;
}

/** Plain text of HTML, one block per line. */
export function htmlText(html: string): string {
  return htmlBlocks(html)
    .map((b) => b.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
