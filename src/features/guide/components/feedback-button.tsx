import { Suspense, lazy } from 'react';
import { ensureNamespaces } from '../../../lib/i18n-namespaces';
import type { FeedbackButtonProps } from './feedback-button-inner';

// The dialog and its strings stay out of the first paint of the screen that shows the button.
const Inner = lazy(async () => {
  const [m] = await Promise.all([import('./feedback-button-inner'), ensureNamespaces(['guide'])]);
  return { default: m.FeedbackButtonInner };
});

/** Opens the feedback dialog; for the header (`iconOnly`) or a page. */
export function FeedbackButton(props: FeedbackButtonProps) {
  return (
    <Suspense fallback={null}>
      <Inner {...props} />
    </Suspense>
  );
}
