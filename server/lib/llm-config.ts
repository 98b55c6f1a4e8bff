/**
 * The optional OpenAI-compatible chat endpoint (e.g. a local Ollama at http://127.0.0.1:11434/v1):
 * LLM_BASE_URL, LLM_API_KEY, LLM_MODEL. Without LLM_BASE_URL everything works offline. Read at
 * the time of use, so a test (or an operator's restart) sets it without rebuilding the app.
 */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export function llmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL?.trim() || 'llama3.1' };
}
