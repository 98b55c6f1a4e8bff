import { Button, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../contracts/company.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { showToast } from '../../../lib/toasts';
import { useAdmins } from '../api/list-admins';
import { useTransferOwner } from '../api/transfer-owner';
import { Section } from './section';

const useStyles = makeStyles({ row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

/**
 * Spec §4 Owner transfer: to one admin, irreversible, after typing the company name. Everyone sees
 * who the owner is; only the owner gets the controls.
 */
export function OwnerSection({ company }: { company: CompanySettings }) {
  const styles = useStyles();
  const { t } = useTranslation('company');
  const { refresh } = useCurrentUser();
  const admins = useAdmins(company.is_owner);
  const transfer = useTransferOwner();
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const candidates = (admins.data ?? []).filter((u) => u.id !== company.owner_user_id);
  const target = candidates.find((u) => u.id === chosen);

  return (
    <Section title={t('owner.title')} ownerOnly>
      <Text weight="semibold">{t('owner.current', { name: company.owner_name })}</Text>
      {company.is_owner ? (
        <>
          <Text>{t('owner.intro')}</Text>
          {admins.isSuccess && candidates.length === 0 ? (
            <Text role="note">{t('owner.noAdmins')}</Text>
          ) : (
            <div className={styles.row}>
              <Field label={t('owner.newOwner')}>
                <Dropdown
                  placeholder={t('owner.choose')}
                  value={target?.user_name ?? ''}
                  selectedOptions={chosen ? [String(chosen)] : []}
                  onOptionSelect={(_, d) => setChosen(d.optionValue ? Number(d.optionValue) : null)}
                >
                  {candidates.map((u) => (
                    <Option key={u.id} value={String(u.id)} text={u.user_name}>
                      {`${u.user_name} (${u.email})`}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Button appearance="primary" disabled={!target} onClick={() => setConfirming(true)}>
                {t('owner.transfer')}
              </Button>
            </div>
          )}
          <ConfirmDialog
            open={confirming && !!target}
            onOpenChange={setConfirming}
            title={t('owner.confirmTitle')}
            confirmWord={company.name}
            onConfirm={async () => {
              if (!target) return;
              await transfer.mutateAsync({ user_id: target.id, confirm_name: company.name });
              showToast({ intent: 'success', title: t('owner.done', { name: target.user_name }) });
              setChosen(null);
              // is_owner moves: the header, the menu and the users screen read it from /api/me.
              await refresh();
            }}
          >
            {target ? t('owner.confirmBody', { name: target.user_name, company: company.name }) : null}
          </ConfirmDialog>
        </>
      ) : null}
    </Section>
  );
}
