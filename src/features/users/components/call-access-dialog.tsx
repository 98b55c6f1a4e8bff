import { Input, Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALL_ACCESS_MAX_DIGITS, CallAccessRulesSchema, type CallAccess } from '../../../../contracts/company.schema';
import type { User } from '../../../../contracts/user.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useSetCallAccess } from '../api/set-call-access';

interface CallAccessDialogProps {
  user: User;
  access: CallAccess | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CallAccessDialog({ user, access, open, onOpenChange }: CallAccessDialogProps) {
  return open ? <CallAccessForm user={user} access={access} onOpenChange={onOpenChange} /> : null;
}

/** Spec §3 Call access: digits only; both or neither (neither removes the access), as the server checks. */
function CallAccessForm({ user, access, onOpenChange }: { user: User; access: CallAccess | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['users', 'errors']);
  const save = useSetCallAccess();
  const form = useForm({
    resolver: zodResolver(CallAccessRulesSchema),
    mode: 'onChange',
    defaultValues: { extension: access?.extension ?? '', line: access?.line ?? '' },
  });

  const onSubmit = async (values: { extension: string; line: string }) => {
    await save.mutateAsync({ id: user.id, body: { extension: values.extension || null, line: values.line || null } });
    showToast({ intent: 'success', title: t('callAccess.saved', { name: user.user_name }) });
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('callAccess.title', { name: user.user_name })}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('callAccess.cancel')}
      submitLabel={t('callAccess.save')}
    >
      <Text>{t('callAccess.intro')}</Text>
      {(['extension', 'line'] as const).map((name) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={t(`callAccess.${name}`)}
          // Both or neither: a change of one re-checks the other.
          deps={[name === 'extension' ? 'line' : 'extension']}
          render={(field) => <Input inputMode="numeric" maxLength={CALL_ACCESS_MAX_DIGITS} {...field} onChange={(_, d) => field.onChange(d.value)} />}
        />
      ))}
    </FormDialog>
  );
}
