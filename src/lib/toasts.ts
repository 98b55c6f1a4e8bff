/**
 * A tiny toast bus, so code outside React (the HTTP client) can raise toasts. The Fluent Toaster
 * that renders them is loaded on the first request (lib/toaster.tsx), which keeps it out of the
 * first page load; requests made before it mounts wait in `pending`.
 */
export type ToastIntent = 'info' | 'success' | 'error' | 'warning';

export interface ToastRequest {
  intent: ToastIntent;
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void };
  /** Same id twice while the first is shown: the second is dropped (bursts of one failure). */
  id?: string;
  /** Milliseconds; -1 keeps the toast until dismissed. */
  timeout?: number;
}

type Listener = (toast: ToastRequest) => void;

const listeners = new Set<Listener>();
const pending: ToastRequest[] = [];
const demandListeners = new Set<() => void>();
let demanded = false;

export function showToast(toast: ToastRequest): void {
  if (listeners.size === 0) {
    pending.push(toast);
    if (!demanded) {
      demanded = true;
      for (const listener of demandListeners) listener();
    }
    return;
  }
  for (const listener of listeners) listener(toast);
}

/** A failed call, shown as a critical toast (spec §8). */
export function notifyError(message: string): void {
  showToast({ intent: 'error', title: message, id: `error:${message}`, timeout: 6000 });
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const toast of pending.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether any toast was ever requested: the signal to load the Toaster. */
export function toastsDemanded(): boolean {
  return demanded;
}

export function subscribeToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => {
    demandListeners.delete(listener);
  };
}

/**
 * For tests whose files share one page: forget toasts nobody showed and the Toaster's demand, as
 * a fresh page load would (a toast left pending must not appear in the next file's Toaster).
 */
export function resetToasts(): void {
  pending.length = 0;
  demanded = false;
}
