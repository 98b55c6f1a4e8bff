import type { LlmConfig } from '../../lib/llm-config';
import { AppError } from '../../lib/app-error';
import type { QaPair } from './offline-qa';

export const LLM_TIMEOUT_MS = 60_000;

const SYSTEM =
  'You write question and answer pairs for a customer-service bot from a knowledge article. ' +
  'Write the questions a customer would ask, in the language of the article, each answered only from the article in one to three sentences. ' +
  'Reply with JSON only: {"pairs":[{"question":"…","answer":"…"}]}, at most 12 pairs.';

/** The JSON object in a model's reply, also when it wrapped it in a code fence or prose. */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

/** Asks the configured /v1/chat/completions for Q&A of an article (the key never leaves this call). */
export async function llmQa(cfg: LlmConfig, title: string, text: string): Promise<QaPair[]> {
  let res: Response;
  try {
    res = await fetch(`${cfg.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify({
        model: cfg.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `Title: ${title}\n\n${text.slice(0, 12_000)}` },
        ],
      }),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('err_knowledge_llm_failed');
  }
  if (!res.ok) throw new AppError('err_knowledge_llm_failed');
  const body = (await res.json().catch(() => undefined)) as { choices?: { message?: { content?: string } }[] } | undefined;
  const parsed = jsonIn(body?.choices?.[0]?.message?.content ?? '') as { pairs?: { question?: unknown; answer?: unknown }[] } | undefined;
  if (!parsed || !Array.isArray(parsed.pairs)) throw new AppError('err_knowledge_llm_failed');
  return parsed.pairs
    .filter((p): p is QaPair => typeof p?.question === 'string' && typeof p?.answer === 'string' && !!p.question.trim() && !!p.answer.trim())
    .map((p) => ({ question: p.question.trim().slice(0, 500), answer: p.answer.trim().slice(0, 4000) }))
    .slice(0, 12);
}
