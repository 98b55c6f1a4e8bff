/**
 * The optional OpenAI-compatible embeddings endpoint (e.g. a local Ollama at http://127.0.0.1:11434/v1):
 * EMBEDDINGS_URL, EMBEDDINGS_MODEL, EMBEDDINGS_API_KEY (never logged). Without EMBEDDINGS_URL the
 * knowledge index is words only (full text and trigrams) and nothing is downloaded. Read at the time
 * of use, like llm-config.ts, so a test (or an operator's restart) sets it without rebuilding the app.
 */
export interface EmbeddingsConfig {
  /** Base address; the call is POST {url}/embeddings. */
  url: string;
  apiKey: string;
  model: string;
  /**
   * Cosine similarity below which a vector match says nothing (EMBEDDINGS_MIN_SIMILARITY). Models
   * differ in how near unrelated texts land; 0.5 suits the OpenAI and nomic models.
   */
  minSimilarity: number;
}

export const DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';

export function embeddingsConfig(env: NodeJS.ProcessEnv = process.env): EmbeddingsConfig | null {
  const url = env.EMBEDDINGS_URL?.trim();
  if (!url) return null;
  const min = Number(env.EMBEDDINGS_MIN_SIMILARITY);
  return {
    url: url.replace(/\/+$/, ''),
    apiKey: env.EMBEDDINGS_API_KEY ?? '',
    model: env.EMBEDDINGS_MODEL?.trim() || DEFAULT_EMBEDDINGS_MODEL,
    minSimilarity: Number.isFinite(min) && min > 0 && min < 1 ? min : 0.5,
  };
}
