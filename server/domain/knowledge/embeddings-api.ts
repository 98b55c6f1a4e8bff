import type { EmbeddingsConfig } from '../../lib/embeddings-config';

/** Inputs longer than this are cut: a passage is at most ~700 characters, a Q&A answer 4,000. */
const INPUT_CHARS = 6000;

/** The endpoint failed or answered something else than vectors; the message never holds the key. */
export class EmbeddingsFailure extends Error {
  constructor(
    reason: string,
    /** The HTTP status when the endpoint answered one. */
    readonly status?: number,
  ) {
    super(`embeddings endpoint: ${reason}`);
    this.name = 'EmbeddingsFailure';
  }
}

/** The endpoint refused the input itself (too long for the model, say): asking again will not help. */
export const refusedInput = (err: unknown) => err instanceof EmbeddingsFailure && (err.status === 400 || err.status === 413 || err.status === 422);

/** A vector scaled to length 1, so cosine similarity is a dot product. */
export function unit(values: readonly number[]): Float32Array {
  const v = Float32Array.from(values);
  let sum = 0;
  for (const x of v) sum += x * x;
  const len = Math.sqrt(sum);
  if (len > 0) for (let i = 0; i < v.length; i++) v[i] /= len;
  return v;
}

/**
 * POST {url}/embeddings with `{ model, input: [...] }` (the OpenAI API): one unit vector per input,
 * in the inputs' order (the answer's `index` says which is which).
 */
export async function embedTexts(cfg: EmbeddingsConfig, inputs: string[], timeoutMs: number): Promise<Float32Array[]> {
  if (inputs.length === 0) return [];
  let res: Response;
  try {
    res = await fetch(`${cfg.url}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify({ model: cfg.model, input: inputs.map((s) => s.slice(0, INPUT_CHARS)) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new EmbeddingsFailure((err as Error)?.name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new EmbeddingsFailure(`HTTP ${res.status}`, res.status);
  }
  const body = (await res.json().catch(() => undefined)) as { data?: { index?: unknown; embedding?: unknown }[] } | undefined;
  const data = Array.isArray(body?.data) ? body.data : [];
  const out: Float32Array[] = new Array(inputs.length);
  for (const [i, d] of data.entries()) {
    const at = typeof d?.index === 'number' ? d.index : i;
    if (!Array.isArray(d?.embedding) || at < 0 || at >= inputs.length) continue;
    if (!d.embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) continue;
    out[at] = unit(d.embedding as number[]);
  }
  const dims = out[0]?.length ?? 0;
  // A loop, not `some`: it would skip the holes of inputs the answer left out.
  for (let i = 0; i < out.length; i++) if (!out[i] || out[i].length !== dims || dims === 0) throw new EmbeddingsFailure('answer without a vector for every input');
  return out;
}
