import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { MAIL_DOMAIN_DESCRIPTION_MAX, type MailDomain } from '../../../../contracts/company.schema';
import { showToast } from '../../../lib/toasts';
import { useSaveMailDomain } from '../api/save-mail-domain';
import { fieldValidation } from '../forms/field-message';
import { requiredRule } from '../forms/rules';
import { useForm } from '../forms/use-form';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface MailDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The domain to edit; none to add one. */
  domain?: MailDomain;
}

/** Add or edit an allowed mail domain; the server's refusals (invalid, duplicate, public webmail) show on the field. */
export function MailDomainDialog({ open, onOpenChange, domain }: MailDomainDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>{open ? <MailDomainForm domain={domain} onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function MailDomainForm({ domain, onDone }: { domain?: MailDomain; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const save = useSaveMailDomain();
  const form = useForm({ domain: domain?.domain ?? '', description: domain?.description ?? '', active: domain ? domain.status === 'active' : true }, (v) => ({
    domain: requiredRule(v.domain),
  }));

  const submit = form.handleSubmit(async (v) => {
    const saved = await save.mutateAsync({ id: domain?.id, body: { domain: v.domain.trim(), description: v.description.trim(), status: v.active ? 'active' : 'inactive' } });
    showToast({ intent: 'success', title: t(domain ? 'domains.saved' : 'domains.added', { domain: saved.domain }) });
    onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t(domain ? 'domains.editTitle' : 'domains.addTitle')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label={t('domains.domain')} hint={t('domains.domainHint')} required {...fieldValidation(t, form.errorOf('domain'))}>
            <Input value={form.values.domain} onChange={(_, d) => form.setValue('domain', d.value)} />
          </Field>
          <Field label={t('domains.description')} {...fieldValidation(t, form.errorOf('description'))}>
            <Input value={form.values.description} maxLength={MAIL_DOMAIN_DESCRIPTION_MAX} onChange={(_, d) => form.setValue('description', d.value)} />
          </Field>
          <Switch label={t('domains.active')} checked={form.values.active} onChange={(_, d) => form.setValue('active', d.checked)} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={form.submitting} onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
            {t('save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
