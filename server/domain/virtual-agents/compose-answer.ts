import type { RetrievalHit } from './seams';

/**
 * Confidence a hit needs before the bot says it. Below these the bot counts a failed answer
 * (the second one hands over). A Q&A answers as written; a passage is drawn from an article, so it
 * needs more to go on than a question asked the same way.
 */
export const QA_MIN_SCORE = 0.6;
export const PASSAGE_MIN_SCORE = 0.3;
/** A passage answer is short: a few sentences, and never more than this. */
export const PASSAGE_ANSWER_MAX = 400;

export type Composed = { kind: 'qa' | 'passage'; body: string; hit: RetrievalHit } | null;

/** The best active Q&A above its threshold, if any. */
export function qaAnswer(hits: RetrievalHit[]): Composed {
  const qa = best(hits.filter((h) => h.kind === 'qa' && h.score >= QA_MIN_SCORE));
  return qa ? { kind: 'qa', body: qa.answer || qa.text, hit: qa } : null;
}

/** A short answer from the best passage above its threshold, with its source named. */
export function passageAnswer(hits: RetrievalHit[], sourceLabel: string): Composed {
  const p = best(hits.filter((h) => h.kind === 'passage' && h.score >= PASSAGE_MIN_SCORE));
  if (!p) return null;
  const text = shorten(p.answer || p.text);
  return { kind: 'passage', body: p.sourceTitle ? `${text}\n${sourceLabel}: ${p.sourceTitle}` : text, hit: p };
}

function best(hits: RetrievalHit[]) {
  return hits.reduce<RetrievalHit | null>((b, h) => (!b || h.score > b.score ? h : b), null);
}

/** Whole sentences up to the limit (the first one cut at a word when it alone is too long). */
export function shorten(text: string, max = PASSAGE_ANSWER_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?。]+[.!?。]+(\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  if (out.trim()) return out.trim();
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trim()}…`;
}
