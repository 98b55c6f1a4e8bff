import { useEffect } from 'react';
import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';

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

// A tiny bus, so code outside React (the HTTP client) can raise toasts. Requests made before the
// Toaster mounts wait in `pending` instead of being lost.
const listeners = new Set<Listener>();
const pending: ToastRequest[] = [];

export function showToast(toast: ToastRequest): void {
  if (listeners.size === 0) {
    pending.push(toast);
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

/** Mounted once in the providers; renders every toast raised through showToast/notifyError. */
export function AppToaster() {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      subscribeToasts((toast) => {
        dispatchToast(
          <Toast>
            <ToastTitle
              action={
                toast.action ? (
                  <Button size="small" appearance="transparent" onClick={toast.action.onClick}>
                    {toast.action.label}
                  </Button>
                ) : undefined
              }
            >
              {toast.title}
            </ToastTitle>
            {toast.body ? <ToastBody>{toast.body}</ToastBody> : null}
          </Toast>,
          { intent: toast.intent, toastId: toast.id, timeout: toast.timeout ?? 5000, politeness: toast.intent === 'error' ? 'assertive' : 'polite' },
        );
      }),
    [dispatchToast],
  );

  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />;
}
