import { Button, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../contracts/company.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { page } from '../../../lib/page';
import { useDeleteCompany } from '../api/delete-company';
import { Section } from './section';

/** Only the owner deletes the company, after typing its name; then everybody is signed out, this page too. */
export function DeleteSection({ company }: { company: CompanySettings }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  // The session is gone with the company: a reload lets the route guard send the browser to sign in.
  const remove = useDeleteCompany({ onSuccess: () => page.reload() });
  if (!company.is_owner) return null;
  return (
    <Section title={t('delete.title')} ownerOnly>
      <Text>{t('delete.intro')}</Text>
      <div>
        <Button appearance="primary" icon={<DeleteRegular />} onClick={() => setOpen(true)}>
          {t('delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.confirmTitle', { company: company.name })}
        confirmWord={company.name}
        onConfirm={() => remove.mutateAsync(company.name)}
      >
        {t('delete.confirmBody', { company: company.name })}
      </ConfirmDialog>
    </Section>
  );
}
