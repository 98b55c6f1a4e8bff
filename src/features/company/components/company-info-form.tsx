import { Button, Input, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_FIELD_MAX,
  COMPANY_NAME_MAX,
  CompanyInfoRulesSchema,
  type CompanyInfoBody,
  type CompanyInfoForm as Values,
  type CompanySettings,
} from '../../../../contracts/company.schema';
import { EMPLOYEE_COUNTS, SECTORS } from '../../../../contracts/constants';
import { EMAIL_MAX } from '../../../../contracts/field-rules';
import { PHONE_MAX } from '../../../../contracts/phone-rule';
import { Dropdown } from '../../../components/dropdown';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { showToast } from '../../../lib/toasts';
import { useUpdateCompanyInfo } from '../api/update-company-info';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  actions: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

const valuesOf = (c: CompanySettings): Values => ({
  name: c.name,
  contact_email: c.contact_email,
  phone: c.phone,
  sector: (SECTORS as readonly string[]).includes(c.sector) ? c.sector : '',
  employee_count: (EMPLOYEE_COUNTS as readonly string[]).includes(c.employee_count) ? c.employee_count : '',
});

/** Spec §5 Company: the rules of CompanyInfoRulesSchema, the same onboarding step 1 and the server run. */
export function CompanyInfoForm({ company, canEdit }: { company: CompanySettings; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const save = useUpdateCompanyInfo();
  const form = useForm({ resolver: zodResolver(CompanyInfoRulesSchema), mode: 'onChange', defaultValues: valuesOf(company) });
  const { submit, formError, submitting } = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync({ ...values, sector: values.sector as CompanyInfoBody['sector'] });
    form.reset(valuesOf(saved));
    showToast({ intent: 'success', title: t('info.saved') });
  });
  const text = (name: 'name' | 'contact_email' | 'phone', type: 'text' | 'email' | 'tel', maxLength: number) => (
    <FormField
      control={form.control}
      name={name}
      label={t(`info.${name}`)}
      hint={name === 'name' ? t('info.nameHint') : undefined}
      required
      render={(field) => <Input {...field} type={type} maxLength={maxLength} disabled={!canEdit} onChange={(_, d) => field.onChange(d.value)} />}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {text('name', 'text', COMPANY_NAME_MAX)}
      {text('contact_email', 'email', Math.min(EMAIL_MAX, COMPANY_FIELD_MAX))}
      {text('phone', 'tel', PHONE_MAX)}
      <FormField
        control={form.control}
        name="sector"
        label={t('info.sector')}
        required
        render={(field) => (
          <Dropdown
            placeholder={t('info.sectorPlaceholder')}
            disabled={!canEdit}
            value={field.value ? t(`sectors.${field.value as (typeof SECTORS)[number]}`) : ''}
            selectedOptions={field.value ? [field.value] : []}
            onOptionSelect={(_, d) => field.onChange(d.optionValue ?? '')}
          >
            {SECTORS.map((s) => (
              <Option key={s} value={s}>
                {t(`sectors.${s}`)}
              </Option>
            ))}
          </Dropdown>
        )}
      />
      <FormField
        control={form.control}
        name="employee_count"
        label={t('info.employee_count')}
        required
        render={(field) => (
          <Dropdown
            placeholder={t('info.employeePlaceholder')}
            disabled={!canEdit}
            value={field.value ? t(`employees.${field.value as (typeof EMPLOYEE_COUNTS)[number]}`) : ''}
            selectedOptions={field.value ? [field.value] : []}
            onOptionSelect={(_, d) => field.onChange(d.optionValue ?? '')}
          >
            {EMPLOYEE_COUNTS.map((e) => (
              <Option key={e} value={e}>
                {t(`employees.${e}`)}
              </Option>
            ))}
          </Dropdown>
        )}
      />
      {canEdit ? (
        <div className={styles.actions}>
          <FormError message={formError} />
          <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
