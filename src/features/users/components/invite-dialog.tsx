import { Option, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../../contracts/constants';
import { EMAIL_MAX } from '../../../../contracts/field-rules';
import { INVITE_TTL_HOURS, InviteRulesSchema, type InviteForm } from '../../../../contracts/invite.schema';
import { ROLES, type Role } from '../../../../contracts/permissions';
import { Dropdown } from '../../../components/dropdown';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextFormField } from '../../../components/text-form-field';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useInviteUser } from '../api/invite-user';

const EMPTY: InviteForm = { email: '', role: '', last_name: '', first_name: '' };

/** The address with a pending invitation the admin is asked about, and its role then. */
interface PendingAsk {
  email: string;
  role: Role;
}

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return open ? <InviteForm onOpenChange={onOpenChange} /> : null;
}

/**
 * The invitation form (spec §5: email, role, first and last name), checked as the admin types by the
 * rules the server runs. An address with a pending invitation is not replaced silently: the server
 * says so, the dialog asks, and only the confirmed second send replaces it.
 */
function InviteForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['users', 'errors']);
  const invite = useInviteUser();
  const form = useForm({ resolver: zodResolver(InviteRulesSchema), mode: 'onChange', defaultValues: EMPTY });
  const [ask, setAsk] = useState<PendingAsk>();
  const email = useWatch({ control: form.control, name: 'email' });
  const role = useWatch({ control: form.control, name: 'role' });
  const asking = ask && ask.email === email.trim().toLowerCase() ? ask : undefined;

  const onSubmit = async (values: { email: string; role: string; last_name: string; first_name: string }) => {
    try {
      await invite.mutateAsync({ ...values, role: values.role as Role, ...(asking ? { replace: true } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'err_invite_pending') {
        const body = error.body as { role?: Role };
        setAsk({ email: values.email, role: body.role ?? (values.role as Role) });
        return false;
      }
      throw error;
    }
    showToast({ intent: 'success', title: t('invite.sent', { email: values.email }) });
    return true;
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('invite.title')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={asking ? t('invite.replace') : t('invite.send')}
      cancelLabel={t('invite.cancel')}
    >
      <Text>{t('invite.intro', { hours: INVITE_TTL_HOURS })}</Text>
      <TextFormField control={form.control} name="email" label={t('invite.email')} required max={EMAIL_MAX} type="email" />
      <FormField
        control={form.control}
        name="role"
        label={t('invite.role')}
        required
        render={(field) => (
          <Dropdown
            placeholder={t('invite.rolePlaceholder')}
            value={field.value ? t(`roles.${field.value as Role}`) : ''}
            selectedOptions={field.value ? [field.value] : []}
            onOptionSelect={(_, d) => field.onChange(d.optionValue ?? '')}
            onBlur={field.onBlur}
          >
            {ROLES.map((r) => (
              <Option key={r} value={r}>
                {t(`roles.${r}`)}
              </Option>
            ))}
          </Dropdown>
        )}
      />
      <TextFormField control={form.control} name="last_name" label={t('invite.last_name')} required max={NAME_MAX} />
      <TextFormField control={form.control} name="first_name" label={t('invite.first_name')} required max={NAME_MAX} />
      {asking ? (
        <Text role="alert" weight="semibold">
          {t('invite.replaceAsk', { email: asking.email, role: t(`roles.${asking.role}`), newRole: role ? t(`roles.${role as Role}`) : '' })}
        </Text>
      ) : null}
    </FormDialog>
  );
}
