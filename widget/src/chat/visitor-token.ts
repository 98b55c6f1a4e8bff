/** The visitor token kept in the page's storage; without storage the visitor is new on every page load. */
export function readToken(storage: Storage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(storage: Storage | null | undefined, key: string, token: string) {
  try {
    storage?.setItem(key, token);
  } catch {
    // The chat still works; the next page load starts a new visitor.
  }
}
