import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/** Shown instead of a settings screen to members without settings.view: the server refuses it to them. */
export function NoAccessNote() {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  return (
    <Text className={styles.note} role="alert">
      <LockClosedRegular aria-hidden />
      {t('actions.noAccess')}
    </Text>
  );
}
