import { Button, Checkbox, Input, Option, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PURCHASE_COUNT_MAX, PURCHASE_UNITS, type Plan, type PlanCode, type Purchase } from '../../../../contracts/billing.schema';
import { Dropdown } from '../../../components/dropdown';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { usePurchase } from '../api/extend-plan';
import { planName } from '../lib/plan-name';
import { PurchaseFormSchema, purchaseBody, type PurchaseFormValues } from '../lib/purchase-form-rules';
import { PurchaseTerms } from './purchase-terms';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  count: { maxWidth: '120px' },
});

export interface PurchaseFormProps {
  plans: Plan[];
  current?: PlanCode;
  initialPlan?: PlanCode;
  onPurchased: (purchase: Purchase) => void;
}

/** Plan, month or year, how many, and the terms: creates the invoice to pay. */
export function PurchaseForm({ plans, current, initialPlan, onPurchased }: PurchaseFormProps) {
  const styles = useStyles();
  const { t } = useTranslation(['billing', 'errors']);
  const purchase = usePurchase();
  const buyable = plans.filter((p) => p.active && p.code !== 'trial');
  const first = initialPlan ?? (current && current !== 'trial' ? current : buyable[0]?.code) ?? 'business';
  const form = useForm<PurchaseFormValues>({
    resolver: zodResolver(PurchaseFormSchema) as never,
    mode: 'onChange',
    defaultValues: { plan_code: first, unit: 'month', count: 1, accept: false },
  });
  const { submit, formError, submitting } = useFormSubmit(form, (values: PurchaseFormValues) => purchase.mutateAsync(purchaseBody(values, current)).then(onPurchased));
  const label = (p: Plan) => `${planName(p)} · ${t('purchase.perUnit', { amount: formatNumber(p.price), unit: t(`units.${p.term_unit}`) })}`;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('purchase.title')}>
      <FormField
        control={form.control}
        name="plan_code"
        label={t('purchase.plan')}
        required
        render={(field) => {
          const chosen = buyable.find((p) => p.code === field.value);
          return (
            <Dropdown value={chosen ? label(chosen) : ''} selectedOptions={[field.value]} onOptionSelect={(_, d) => field.onChange(d.optionValue)} onBlur={field.onBlur}>
              {buyable.map((p) => (
                <Option key={p.code} value={p.code} text={label(p)}>
                  {label(p)}
                  {p.code === current ? ` (${t('purchase.current')})` : ''}
                </Option>
              ))}
            </Dropdown>
          );
        }}
      />
      <FormField
        control={form.control}
        name="unit"
        label={t('purchase.unit')}
        hint={t('purchase.onlyMonthYear')}
        required
        render={(field) => (
          <RadioGroup layout="horizontal" value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            {PURCHASE_UNITS.map((u) => (
              <Radio key={u} value={u} label={t(`units.${u}`)} />
            ))}
          </RadioGroup>
        )}
      />
      <FormField
        control={form.control}
        name="count"
        label={t('purchase.count')}
        required
        render={(field) => (
          <Input
            className={styles.count}
            type="number"
            min={1}
            max={PURCHASE_COUNT_MAX}
            value={Number.isNaN(field.value) ? '' : String(field.value)}
            onChange={(_, d) => field.onChange(d.value === '' ? Number.NaN : Number(d.value))}
            onBlur={field.onBlur}
          />
        )}
      />
      <PurchaseTerms />
      <FormField
        control={form.control}
        name="accept"
        render={(field) => <Checkbox label={t('purchase.accept')} checked={field.value} onChange={(_, d) => field.onChange(d.checked === true)} />}
      />
      <FormError message={formError} />
      <div>
        <Button appearance="primary" type="submit" disabled={submitting}>
          {t('purchase.submit')}
        </Button>
      </div>
    </form>
  );
}
