import { useEffect } from 'react';
import { Button, Toast, ToastBody, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import { HEADER_HEIGHT } from '../../contracts/constants';
import { subscribeToasts } from './toasts';

/** Renders every toast raised through showToast/notifyError. Loaded lazily by LazyToaster. */
export default function AppToaster() {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      subscribeToasts((toast) => {
        const action = toast.action ? (
          <Button size="small" appearance="transparent" onClick={toast.action.onClick}>
            {toast.action.label}
          </Button>
        ) : undefined;
        dispatchToast(
          <Toast>
            <ToastTitle action={action}>{toast.title}</ToastTitle>
            {toast.body ? <ToastBody>{toast.body}</ToastBody> : null}
          </Toast>,
          {
            intent: toast.intent,
            toastId: toast.id,
            timeout: toast.timeout ?? 5000,
            politeness: toast.intent === 'error' ? 'assertive' : 'polite',
          },
        );
      }),
    [dispatchToast],
  );

  // Below the 64 px header, so a toast never hides the language switcher or the user menu.
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: HEADER_HEIGHT + 8 }} pauseOnHover pauseOnWindowBlur />;
}
