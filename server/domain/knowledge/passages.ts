/**
 * Splits an article into passages for the index: a heading starts a new passage and carries over
 * to the paragraphs under it; long sections are cut at paragraph (then sentence) ends near
 * PASSAGE_CHARS, so a passage is short enough to answer from and long enough to make sense alone.
 */
export const PASSAGE_CHARS = 700;

export interface Block {
  kind: 'heading' | 'text';
  text: string;
}

export interface Passage {
  heading: string;
  text: string;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+/u).filter(Boolean);
}

export function toPassages(title: string, blocks: Block[]): Passage[] {
  const out: Passage[] = [];
  let heading = title;
  let buf = '';
  const flush = () => {
    if (buf.trim()) out.push({ heading, text: buf.trim() });
    buf = '';
  };
  const add = (piece: string) => {
    if (buf && buf.length + piece.length + 1 > PASSAGE_CHARS) flush();
    buf = buf ? `${buf}\n${piece}` : piece;
  };
  for (const b of blocks) {
    const text = b.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (b.kind === 'heading') {
      flush();
      heading = text;
      continue;
    }
    if (text.length <= PASSAGE_CHARS) add(text);
    else for (const s of sentences(text)) add(s.length > PASSAGE_CHARS ? s.slice(0, PASSAGE_CHARS) : s);
  }
  flush();
  return out;
}
