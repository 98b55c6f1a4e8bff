import type { Block } from './passages';

export interface QaPair {
  question: string;
  answer: string;
}

const ANSWER_MAX = 600;
/** 'Q: … A: …', 'Асуулт: … Хариулт: …' in one block. */
const INLINE = /^(?:q|question|асуулт)\s*[:.)-]\s*(.+?\?)\s*(?:a|answer|хариулт)\s*[:.)-]\s*(.+)$/isu;
const QUESTION_PREFIX = /^(?:q|question|асуулт)\s*[:.)-]\s*/iu;
const ANSWER_PREFIX = /^(?:a|answer|хариулт)\s*[:.)-]\s*/iu;

function clip(text: string): string {
  if (text.length <= ANSWER_MAX) return text;
  const cut = text.slice(0, ANSWER_MAX);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return (end > ANSWER_MAX / 3 ? cut.slice(0, end + 1) : `${cut}…`).trim();
}

/**
 * Q&A from an article without a model: FAQ patterns first (a heading or line ending in '?', or
 * 'Q:'/'Асуулт:' with its answer, answered by the text under it), then every other heading with
 * text under it as a question of its own ('Хүргэлтийн нөхцөл' → 'Хүргэлтийн нөхцөл?').
 */
export function offlineQa(blocks: Block[]): QaPair[] {
  const out: QaPair[] = [];
  let question: string | null = null;
  let answer: string[] = [];
  const flush = () => {
    const a = answer.join(' ').replace(/\s+/g, ' ').trim();
    if (question && a) out.push({ question: question.endsWith('?') ? question : `${question}?`, answer: clip(a) });
    question = null;
    answer = [];
  };
  for (const b of blocks) {
    const text = b.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const inline = INLINE.exec(text);
    if (b.kind === 'text' && inline) {
      flush();
      out.push({ question: inline[1].trim(), answer: clip(inline[2].trim()) });
      continue;
    }
    const isQuestion = text.endsWith('?') && text.length <= 300;
    if (b.kind === 'heading' || (isQuestion && b.kind === 'text')) {
      flush();
      question = text.replace(QUESTION_PREFIX, '').replace(/[:.]$/, '');
      continue;
    }
    if (question) answer.push(text.replace(ANSWER_PREFIX, ''));
  }
  flush();
  const seen = new Set<string>();
  return out.filter((p) => {
    const k = p.question.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
