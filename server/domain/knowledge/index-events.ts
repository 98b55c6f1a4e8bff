/**
 * "A company's knowledge index changed" (a file published, edited or drafted, a Q&A written,
 * switched or deleted), for what keeps something derived from it in this process: the spelling
 * vocabulary (vocabulary.ts), the vector cache (vector-search.ts) and the embedder (embedder.ts).
 * Writers call it, possibly before their transaction commits: listeners must re-read later, not now.
 */
type Listener = (companyId: number) => void;
const listeners = new Set<Listener>();

export function indexChanged(companyId: number) {
  for (const l of listeners) l(companyId);
}

/** Subscribes; the returned function unsubscribes. */
export function onIndexChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
