import { Switch } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIL_DOMAIN_DESCRIPTION_MAX, MAIL_DOMAIN_MAX, MailDomainRulesSchema, type MailDomain } from '../../../../contracts/company.schema';
import { FormDialog } from '../../../components/form-dialog';
import { TextFormField } from '../../../components/text-form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveMailDomain } from '../api/save-mail-domain';

interface MailDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The domain to edit; none to add one. */
  domain?: MailDomain;
}

/** Add or edit an allowed mail domain; the server's refusals (invalid, duplicate, public webmail) show on the field. */
export function MailDomainDialog({ open, onOpenChange, domain }: MailDomainDialogProps) {
  return open ? <MailDomainForm domain={domain} onOpenChange={onOpenChange} /> : null;
}

function MailDomainForm({ domain, onOpenChange }: { domain?: MailDomain; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['company', 'common', 'errors']);
  const save = useSaveMailDomain();
  const form = useForm({
    resolver: zodResolver(MailDomainRulesSchema),
    mode: 'onChange',
    defaultValues: { domain: domain?.domain ?? '', description: domain?.description ?? '', active: domain ? domain.status === 'active' : true },
  });

  const onSubmit = async (v: { domain: string; description: string; active: boolean }) => {
    const saved = await save.mutateAsync({ id: domain?.id, body: { domain: v.domain, description: v.description, status: v.active ? 'active' : 'inactive' } });
    showToast({ intent: 'success', title: t(domain ? 'domains.saved' : 'domains.added', { domain: saved.domain }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(domain ? 'domains.editTitle' : 'domains.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <TextFormField control={form.control} name="domain" label={t('domains.domain')} hint={t('domains.domainHint')} required max={MAIL_DOMAIN_MAX} />
      <TextFormField control={form.control} name="description" label={t('domains.description')} max={MAIL_DOMAIN_DESCRIPTION_MAX} />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => <Switch label={t('domains.active')} checked={field.value} onChange={(_, d) => field.onChange(d.checked)} />}
      />
    </FormDialog>
  );
}
