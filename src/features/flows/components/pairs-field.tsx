import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_API_HEADER_NAME_MAX, CUSTOM_API_HEADER_VALUE_MAX, CUSTOM_API_PATH_MAX, type CustomApiRules } from '../../../../contracts/custom-api.schema';
import { FormField } from '../../../components/form-field';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1.4fr auto auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dialog's form; only these two arrays are touched
type Form = UseFormReturn<CustomApiRules, any, CustomApiRules>;

/** Rows of a custom API's headers (name, value, secret) or response fields (variable, JSON path). */
export function PairsField({ form, kind }: { form: Form; kind: 'headers' | 'response_fields' }) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const rows = useFieldArray({ control: form.control, name: kind });
  const headers = kind === 'headers';
  return (
    <Field label={t(headers ? 'api.headers' : 'api.fields')} hint={headers ? undefined : t('api.fieldsHint', { example: '{{status}}' })}>
      <div className={styles.list}>
        {rows.fields.map((row, i) => (
          <div key={row.id} className={styles.row}>
            <FormField
              control={form.control}
              name={headers ? `headers.${i}.name` : `response_fields.${i}.variable`}
              label={t(headers ? 'api.headerName' : 'api.fieldVariable')}
              render={(f) => <Input maxLength={CUSTOM_API_HEADER_NAME_MAX} {...f} value={String(f.value)} onChange={(_, d) => f.onChange(d.value)} />}
            />
            <FormField
              control={form.control}
              name={headers ? `headers.${i}.value` : `response_fields.${i}.path`}
              label={t(headers ? 'api.headerValue' : 'api.fieldPath')}
              render={(f) => (
                <Input maxLength={headers ? CUSTOM_API_HEADER_VALUE_MAX : CUSTOM_API_PATH_MAX} {...f} value={String(f.value)} onChange={(_, d) => f.onChange(d.value)} />
              )}
            />
            {headers ? (
              <FormField
                control={form.control}
                name={`headers.${i}.secret`}
                label=" "
                render={(f) => <Checkbox label={t('api.secret')} checked={!!f.value} onChange={(_, d) => f.onChange(!!d.checked)} />}
              />
            ) : (
              <span />
            )}
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={t(headers ? 'api.removeHeader' : 'api.removeField')} onClick={() => rows.remove(i)} />
          </div>
        ))}
        <Button
          appearance="secondary"
          icon={<AddRegular />}
          onClick={() => (headers ? rows.append({ name: '', value: '', secret: false } as never) : rows.append({ variable: '', path: '' } as never))}
        >
          {t(headers ? 'api.addHeader' : 'api.addField')}
        </Button>
      </div>
    </Field>
  );
}
