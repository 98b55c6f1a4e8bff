import { Button, Field, Input, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoBody, CompanySettings } from '../../../../contracts/company.schema';
import { SECTORS } from '../../../../contracts/constants';
import { EMPLOYEE_COUNTS } from '../../../../contracts/onboarding.schema';
import { showToast } from '../../../lib/toasts';
import { useUpdateCompanyInfo } from '../api/update-company-info';
import { fieldValidation } from '../forms/field-message';
import { companyNameRule, emailRule, phoneRule, requiredRule } from '../forms/rules';
import { useForm, type FieldErrors } from '../forms/use-form';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingVerticalM },
  actions: { gridColumn: '1 / -1' },
});

type Values = CompanyInfoBody;

/** Spec §5 Company: every field required; the name letters and numbers; a valid e-mail and phone. */
export const validateCompanyInfo = (v: Values): FieldErrors<Values> => ({
  name: companyNameRule(v.name),
  contact_email: emailRule(v.contact_email),
  phone: phoneRule(v.phone),
  sector: requiredRule(v.sector),
  employee_count: requiredRule(v.employee_count),
});

const valuesOf = (c: CompanySettings): Values => ({
  name: c.name,
  contact_email: c.contact_email,
  phone: c.phone,
  sector: (SECTORS as readonly string[]).includes(c.sector) ? (c.sector as Values['sector']) : '',
  employee_count: (EMPLOYEE_COUNTS as readonly string[]).includes(c.employee_count) ? c.employee_count : '',
});

export function CompanyInfoForm({ company, canEdit }: { company: CompanySettings; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'common', 'errors']);
  const save = useUpdateCompanyInfo();
  const form = useForm(valuesOf(company), validateCompanyInfo);
  const v = form.values;

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({ ...values, name: values.name.trim(), contact_email: values.contact_email.trim(), phone: values.phone.trim() });
    form.reset(valuesOf(saved));
    showToast({ intent: 'success', title: t('info.saved') });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('info.name')} hint={t('info.nameHint')} required {...fieldValidation(t, form.errorOf('name'))}>
        <Input value={v.name} disabled={!canEdit} onChange={(_, d) => form.setValue('name', d.value)} />
      </Field>
      <Field label={t('info.contact_email')} required {...fieldValidation(t, form.errorOf('contact_email'))}>
        <Input type="email" value={v.contact_email} disabled={!canEdit} onChange={(_, d) => form.setValue('contact_email', d.value)} />
      </Field>
      <Field label={t('info.phone')} required {...fieldValidation(t, form.errorOf('phone'))}>
        <Input type="tel" value={v.phone} disabled={!canEdit} onChange={(_, d) => form.setValue('phone', d.value)} />
      </Field>
      <Field label={t('info.sector')} required {...fieldValidation(t, form.errorOf('sector'))}>
        <Dropdown
          placeholder={t('info.sectorPlaceholder')}
          disabled={!canEdit}
          value={v.sector ? t(`sectors.${v.sector}`) : ''}
          selectedOptions={v.sector ? [v.sector] : []}
          onOptionSelect={(_, d) => form.setValue('sector', (d.optionValue ?? '') as Values['sector'])}
        >
          {SECTORS.map((s) => (
            <Option key={s} value={s}>
              {t(`sectors.${s}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('info.employee_count')} required {...fieldValidation(t, form.errorOf('employee_count'))}>
        <Dropdown
          placeholder={t('info.employeePlaceholder')}
          disabled={!canEdit}
          value={v.employee_count ? t(`employees.${v.employee_count as (typeof EMPLOYEE_COUNTS)[number]}`) : ''}
          selectedOptions={v.employee_count ? [v.employee_count] : []}
          onOptionSelect={(_, d) => form.setValue('employee_count', d.optionValue ?? '')}
        >
          {EMPLOYEE_COUNTS.map((e) => (
            <Option key={e} value={e}>
              {t(`employees.${e}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {canEdit ? (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
