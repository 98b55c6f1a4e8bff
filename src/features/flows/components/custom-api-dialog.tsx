import { Input, Option, Textarea, makeStyles } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_API_BODY_MAX,
  CUSTOM_API_METHODS,
  CUSTOM_API_NAME_MAX,
  CUSTOM_API_TIMEOUT_DEFAULT,
  CUSTOM_API_URL_MAX,
  CustomApiRulesSchema,
  type CustomApi,
  type CustomApiRules,
} from '../../../../contracts/custom-api.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/toasts';
import { useSaveCustomApi } from '../api/save-custom-api';
import { PairsField } from './pairs-field';

const useStyles = makeStyles({ surface: { maxWidth: '720px', width: '100%' } });

interface CustomApiDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit (secret headers come masked and stay unless retyped); none to add one. */
  api?: CustomApi;
}

export function CustomApiDialog({ open, onOpenChange, api }: CustomApiDialogProps) {
  const styles = useStyles();
  return open ? <CustomApiForm api={api} onOpenChange={onOpenChange} surface={styles.surface} /> : null;
}

function CustomApiForm({ api, onOpenChange, surface }: { api?: CustomApi; onOpenChange: (open: boolean) => void; surface: string }) {
  const { t } = useTranslation('flows');
  const save = useSaveCustomApi();
  const form = useForm({
    resolver: zodResolver(CustomApiRulesSchema),
    mode: 'onChange',
    defaultValues: {
      name: api?.name ?? '',
      method: api?.method ?? 'GET',
      url: api?.url ?? '',
      headers: api?.headers ?? [],
      body: api?.body ?? '',
      response_fields: api?.response_fields ?? [],
      timeout_ms: api?.timeout_ms ?? CUSTOM_API_TIMEOUT_DEFAULT,
      status: api?.status ?? 'active',
    },
  });
  const onSubmit = async (body: CustomApiRules) => {
    await save.mutateAsync({ body, id: api?.id });
    showToast({ intent: 'success', title: t(api ? 'api.saved' : 'api.added', { name: body.name }) });
  };
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(api ? 'api.editTitle' : 'api.addTitle')}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      surfaceClassName={surface}
    >
      <FormField
        control={form.control}
        name="name"
        label={t('api.name')}
        required
        render={(f) => <Input maxLength={CUSTOM_API_NAME_MAX} {...f} onChange={(_, d) => f.onChange(d.value)} />}
      />
      <FormField
        control={form.control}
        name="method"
        label={t('api.method')}
        render={(f) => (
          <Dropdown value={f.value} selectedOptions={[f.value]} onOptionSelect={(_, o) => f.onChange(o.optionValue)} onBlur={f.onBlur}>
            {CUSTOM_API_METHODS.map((m) => (
              <Option key={m}>{m}</Option>
            ))}
          </Dropdown>
        )}
      />
      <FormField
        control={form.control}
        name="url"
        label={t('api.url')}
        hint={t('api.urlHint', { example: '{{order}}' })}
        required
        render={(f) => <Input type="url" maxLength={CUSTOM_API_URL_MAX} {...f} onChange={(_, d) => f.onChange(d.value)} />}
      />
      <PairsField form={form} kind="headers" />
      <FormField
        control={form.control}
        name="body"
        label={t('api.body')}
        render={(f) => <Textarea rows={3} resize="vertical" maxLength={CUSTOM_API_BODY_MAX} {...f} onChange={(_, d) => f.onChange(d.value)} />}
      />
      <PairsField form={form} kind="response_fields" />
      <FormField
        control={form.control}
        name="timeout_ms"
        label={t('api.timeout')}
        render={(f) => <Input type="number" {...f} value={String(f.value)} onChange={(_, d) => f.onChange(Number(d.value))} />}
      />
    </FormDialog>
  );
}
