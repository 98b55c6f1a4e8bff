import { useCallback, useState } from 'react';

const PREFIX = 'cc-draft:';

function read(id: number): string {
  try {
    return sessionStorage.getItem(PREFIX + id) ?? '';
  } catch {
    return '';
  }
}

/** The composer's text per conversation, kept in sessionStorage: a reconnect, re-render or reload loses nothing. */
export function useDraft(interactionId: number): [string, (text: string) => void] {
  const [state, setState] = useState(() => ({ id: interactionId, text: read(interactionId) }));
  const text = state.id === interactionId ? state.text : read(interactionId);
  const setText = useCallback(
    (next: string) => {
      setState({ id: interactionId, text: next });
      try {
        if (next) sessionStorage.setItem(PREFIX + interactionId, next);
        else sessionStorage.removeItem(PREFIX + interactionId);
      } catch {
        // Storage full or blocked: the draft lives only in memory.
      }
    },
    [interactionId],
  );
  return [text, setText];
}
