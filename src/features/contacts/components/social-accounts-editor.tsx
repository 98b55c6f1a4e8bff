import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type SocialAccount, type SocialPlatform } from '../../../../contracts/contact.schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'grid', gridTemplateColumns: '140px 1fr 1fr auto', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

interface Props {
  value: SocialAccount[];
  onChange: (accounts: SocialAccount[]) => void;
}

/** Social accounts (spec §3): platform, account id and name; an account without an id is not kept. */
export function SocialAccountsEditor({ value, onChange }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const set = (index: number, patch: Partial<SocialAccount>) => onChange(value.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <div className={styles.root}>
      {value.map((account, index) => (
        <div className={styles.row} key={index}>
          <Select aria-label={t('form.platform')} value={account.platform} onChange={(_, d) => set(index, { platform: d.value as SocialPlatform })}>
            {SOCIAL_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {t(`platforms.${p}`)}
              </option>
            ))}
          </Select>
          <Input aria-label={t('form.accountId')} placeholder={t('form.accountId')} value={account.id} onChange={(_, d) => set(index, { id: d.value })} />
          <Input aria-label={t('form.accountName')} placeholder={t('form.accountName')} value={account.name} onChange={(_, d) => set(index, { name: d.value })} />
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('form.removeSocial')} onClick={() => onChange(value.filter((_, i) => i !== index))} />
        </div>
      ))}
      <div>
        <Button size="small" icon={<AddRegular />} onClick={() => onChange([...value, { platform: 'messenger', id: '', name: '' }])}>
          {t('form.addSocial')}
        </Button>
      </div>
    </div>
  );
}
