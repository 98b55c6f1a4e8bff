import { Card, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AUTO_EXTEND_PAY_DAYS } from '../../../../contracts/billing.schema';
import { showToast } from '../../../lib/toasts';
import { useSetAutoExtend } from '../api/set-auto-extend';

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  rules: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** The auto-extend switch with the spec §4 rules it changes; read-only without plan.extend. */
export function AutoExtendSwitch({ value, canExtend }: { value: boolean; canExtend: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const mutation = useSetAutoExtend();
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('autoExtend.title')}
      </Text>
      <Switch
        label={`${t('autoExtend.label')}: ${value ? t('autoExtend.on') : t('autoExtend.off')}`}
        checked={value}
        disabled={!canExtend || mutation.isPending}
        onChange={(_, data) => mutation.mutate(data.checked, { onSuccess: () => showToast({ intent: 'success', title: t('autoExtend.saved') }) })}
      />
      <ul className={styles.rules}>
        <li>
          <Text weight={value ? 'semibold' : 'regular'}>{t('autoExtend.ruleOn', { days: AUTO_EXTEND_PAY_DAYS })}</Text>
        </li>
        <li>
          <Text weight={value ? 'regular' : 'semibold'}>{t('autoExtend.ruleOff')}</Text>
        </li>
        <li>
          <Text>{t('autoExtend.ruleAgents')}</Text>
        </li>
      </ul>
    </Card>
  );
}
