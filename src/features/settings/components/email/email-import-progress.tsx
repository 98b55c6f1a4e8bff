import { Field, ProgressBar, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EmailImport } from '../../../../../contracts/email-channel.schema';

/** The mail a mailbox already held when connected: n of N while it is imported, then how many. */
export function EmailImportProgress({ progress }: { progress: EmailImport | null }) {
  const { t } = useTranslation('email');
  if (!progress || progress.total === 0) return null;
  if (progress.done >= progress.total) return <Text size={200}>{t('import.done', { total: progress.total })}</Text>;
  const label = t('import.running', { done: progress.done, total: progress.total });
  return (
    <Field hint={label}>
      <ProgressBar value={progress.done} max={progress.total} aria-label={label} />
    </Field>
  );
}
