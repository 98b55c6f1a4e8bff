import { useTranslation } from 'react-i18next';
import { LockNote } from '../../../components/lock-note';

/** Shown to members without settings.edit: they see the settings, the server refuses changes. */
export function ReadOnlyNote() {
  const { t } = useTranslation('settings');
  return <LockNote text={t('actions.readOnly')} role="note" />;
}
