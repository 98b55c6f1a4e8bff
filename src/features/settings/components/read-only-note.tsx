import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/** Shown to members without settings.edit: they see the settings, the server refuses changes. */
export function ReadOnlyNote() {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  return (
    <Text className={styles.note} role="note">
      <LockClosedRegular aria-hidden />
      {t('actions.readOnly')}
    </Text>
  );
}
