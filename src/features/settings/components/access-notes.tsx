import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

function LockNote({ text, role }: { text: string; role: 'note' | 'alert' }) {
  const styles = useStyles();
  return (
    <Text className={styles.note} role={role}>
      <LockClosedRegular aria-hidden />
      {text}
    </Text>
  );
}

/** Shown to members without settings.edit: they see the settings, the server refuses changes. */
export function ReadOnlyNote() {
  const { t } = useTranslation('settings');
  return <LockNote text={t('actions.readOnly')} role="note" />;
}

/** Shown instead of a settings screen to members without settings.view: the server refuses it to them. */
export function NoAccessNote() {
  const { t } = useTranslation('settings');
  return <LockNote text={t('actions.noAccess')} role="alert" />;
}
