import { Checkbox, Input, Option } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlanBodySchema, TERM_UNITS, type Plan, type PlanBody } from '../../../../contracts/billing.schema';
import { Dropdown } from '../../../components/dropdown';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextFormField } from '../../../components/text-form-field';
import { showToast } from '../../../lib/toasts';
import { useUpdatePlan } from '../api/billing-admin';

const LIMITS = ['users', 'bots', 'bot_interactions', 'channels'] as const;
const bodyOf = (p: Plan): PlanBody => ({ name_mn: p.name_mn, name_en: p.name_en, term_unit: p.term_unit, price: p.price, limits: p.limits, active: p.active });
/** An empty box is unlimited (null). */
const toLimit = (value: string) => (value.trim() === '' ? null : Number(value));

/** The superadmin's plan form, checked by the same rules as PUT /api/admin/plans/:id. */
export function PlanEditDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const update = useUpdatePlan();
  const form = useForm<PlanBody>({ resolver: zodResolver(PlanBodySchema), mode: 'onChange', defaultValues: bodyOf(plan) });
  const number = (field: { value: number | null; onChange: (v: number | null) => void; onBlur: () => void }, nullable: boolean) => (
    <Input
      type="number"
      min={0}
      value={field.value === null || Number.isNaN(field.value) ? '' : String(field.value)}
      placeholder={nullable ? t('admin.fields.unlimitedHint') : undefined}
      onChange={(_, d) => field.onChange(nullable ? toLimit(d.value) : d.value === '' ? Number.NaN : Number(d.value))}
      onBlur={field.onBlur}
    />
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t('admin.edit')}: ${plan.code}`}
      form={form}
      onSubmit={async (body: PlanBody) => {
        await update.mutateAsync({ id: plan.id, body });
        showToast({ intent: 'success', title: t('admin.saved') });
        return true;
      }}
      submitLabel={t('admin.save')}
    >
      <TextFormField control={form.control} name="name_mn" label={t('admin.fields.name_mn')} required max={100} />
      <TextFormField control={form.control} name="name_en" label={t('admin.fields.name_en')} required max={100} />
      <FormField
        control={form.control}
        name="term_unit"
        label={t('admin.fields.term_unit')}
        render={(field) => (
          <Dropdown value={t(`units.${field.value}`)} selectedOptions={[field.value]} onOptionSelect={(_, d) => field.onChange(d.optionValue)}>
            {TERM_UNITS.map((u) => (
              <Option key={u} value={u}>
                {t(`units.${u}`)}
              </Option>
            ))}
          </Dropdown>
        )}
      />
      <FormField control={form.control} name="price" label={t('admin.fields.price')} required render={(field) => number(field, false)} />
      {LIMITS.map((key) => (
        <FormField
          key={key}
          control={form.control}
          name={`limits.${key}`}
          label={t(`admin.fields.${key}`)}
          hint={t('admin.fields.unlimitedHint')}
          render={(field) => number(field, true)}
        />
      ))}
      <FormField
        control={form.control}
        name="active"
        render={(field) => <Checkbox label={t('admin.fields.active')} checked={field.value} onChange={(_, d) => field.onChange(d.checked === true)} />}
      />
    </FormDialog>
  );
}
