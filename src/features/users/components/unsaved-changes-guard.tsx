import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * While `when` holds, leaving asks first: another tab of the screen (a ?tab= change), another
 * screen (react-router's blocker), or a reload or closed page (the browser's own beforeunload
 * question). 'Зөвшөөрөх' leaves and drops the changes; 'Болих' stays.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('users');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // After Зөвшөөрөх the dialog closes too; that close must not undo the leaving.
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
        leaving.current = false;
      }}
      title={t('matrix.unsaved.title')}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    >
      {t('matrix.unsaved.body')}
    </ConfirmDialog>
  );
}
