import { Input } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALL_LINE_NAME_MAX, CallLineBodySchema, type CallLineBody } from '../../../../contracts/calls.schema';
import { CALL_ACCESS_MAX_DIGITS } from '../../../../contracts/company.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useAddCallLine } from '../api/call-lines';

/** Add a line: the number callers dial (digits, unique across the service) and a name. */
export function CallLineDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return open ? <CallLineForm onOpenChange={onOpenChange} /> : null;
}

function CallLineForm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['calls', 'settings']);
  const add = useAddCallLine();
  const form = useForm({ resolver: zodResolver(CallLineBodySchema), mode: 'onChange', defaultValues: { number: '', name: '' } });
  const onSubmit = async (body: CallLineBody) => {
    await add.mutateAsync(body);
    showToast({ intent: 'success', title: t('center.added', { number: body.number }) });
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('center.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('settings:actions.cancel')}
      submitLabel={t('settings:actions.save')}
    >
      <FormField
        control={form.control}
        name="number"
        label={t('center.number')}
        required
        render={(field) => <Input inputMode="numeric" maxLength={CALL_ACCESS_MAX_DIGITS} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="name"
        label={t('center.name')}
        render={(field) => <Input maxLength={CALL_LINE_NAME_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
