import { createHash } from 'node:crypto';
import { jsonServer } from '../../server/lib/http-json';

/**
 * A local OpenAI-compatible embeddings endpoint: `POST /v1/embeddings` with `{ model, input }`
 * (a string or an array of strings) answers `{ object: 'list', data: [{ object: 'embedding',
 * index, embedding }], model, usage }`, as the OpenAI API does; a missing input or model is a 400
 * with an OpenAI `error` object, a wrong key a 401. Told to fail, every call answers 503.
 *
 * The vectors are deterministic and mean something: one dimension per concept of a small hand-made
 * map (any of its cue words in the text lights it), plus a faint hashed bag of the other words so
 * two texts never coincide by accident. A paraphrase sharing no word with a passage, but a concept,
 * lands near it, as with a real model.
 */
export const CONCEPTS: Record<string, string[]> = {
  returns: ['return', 'refund', 'give back', 'bring back', 'money back', 'буцаа'],
  delivery: ['deliver', 'shipping', 'courier', 'arrive', 'хүргэ'],
  payment: ['pay', 'card', 'qpay', 'төл'],
  hours: ['opening hours', 'open', 'closed', 'ажиллах цаг'],
  gifts: ['gift', 'present', 'wrap', 'бэлэг'],
};
const NAMES = Object.keys(CONCEPTS);
const BUCKETS = 16;
const WORD_WEIGHT = 0.15;

export function fakeVector(text: string): number[] {
  const lower = text.toLowerCase();
  const v = new Array<number>(NAMES.length + BUCKETS).fill(0);
  NAMES.forEach((name, i) => {
    if (CONCEPTS[name].some((cue) => lower.includes(cue))) v[i] = 1;
  });
  for (const w of lower.split(/[^\p{L}\p{N}]+/u).filter((x) => x.length > 2)) v[NAMES.length + (createHash('sha1').update(w).digest()[0] % BUCKETS)] += WORD_WEIGHT;
  return v;
}

/** `maxChars`: a longer input is refused with a 400, as a model refuses one past its context length. */
export async function startEmbeddingsFake(opts: { apiKey?: string; maxChars?: number } = {}) {
  const calls: { model: string; input: string[]; auth: string | undefined }[] = [];
  const state = { failing: false };
  const error = (status: number, message: string, type: string) => ({ status, json: { error: { message, type, param: null, code: null } } });
  const { base, close } = await jsonServer((req, url, body) => {
    if (req.method !== 'POST' || url.pathname !== '/v1/embeddings') return error(404, `Unknown request URL: ${req.method} ${url.pathname}`, 'invalid_request_error');
    if (state.failing) return error(503, 'The server is overloaded or not ready yet.', 'server_error');
    if (opts.apiKey && req.headers.authorization !== `Bearer ${opts.apiKey}`) return error(401, 'Incorrect API key provided.', 'invalid_request_error');
    const { model, input } = (body ?? {}) as { model?: unknown; input?: unknown };
    const inputs = typeof input === 'string' ? [input] : Array.isArray(input) && input.every((s) => typeof s === 'string') ? (input as string[]) : null;
    if (typeof model !== 'string' || !model || !inputs || inputs.length === 0) return error(400, "'input' and 'model' are required", 'invalid_request_error');
    const max = opts.maxChars ?? Infinity;
    if (inputs.some((s) => s.length > max))
      return error(400, `This model's maximum context length is ${max} characters, however you requested more.`, 'invalid_request_error');
    calls.push({ model, input: inputs, auth: req.headers.authorization });
    const tokens = inputs.reduce((n, s) => n + s.split(/\s+/).length, 0);
    return {
      status: 200,
      json: {
        object: 'list',
        data: inputs.map((s, index) => ({ object: 'embedding', index, embedding: fakeVector(s) })),
        model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      },
    };
  });
  return { url: `${base}/v1`, calls, state, close };
}
