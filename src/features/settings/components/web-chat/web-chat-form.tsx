import { Button, Input, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WEBCHAT_LIMITS, WebchatRulesSchema, normaliseDomain, type Webchat, type WebchatForm } from '../../../../../contracts/webchat.schema';
import { FormError } from '../../../../components/form-error';
import { FormField } from '../../../../components/form-field';
import { useFormSubmit } from '../../../../lib/forms/use-form-submit';
import { showToast } from '../../../../lib/toasts';
import { useCreateWebchat } from '../../api/create-webchat';
import { useUpdateWebchat } from '../../api/update-webchat';
import { ReadOnlyNote } from '../access-notes';
import { ColorField } from './color-field';
import { CountedField } from './counted-field';
import { EmbedCode } from './embed-code';
import { LogoField } from './logo-field';
import { WebChatPreview } from './web-chat-preview';
import { initialWebchatValues } from './webchat-form-schema';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  preview: { position: 'sticky', top: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  embed: { gridColumn: '1 / -1', maxWidth: '640px' },
});

interface WebChatFormProps {
  /** The web chat being edited; none on /settings/web_chat/add. */
  webchat?: Webchat;
  canEdit: boolean;
}

/** The web chat's settings beside a live preview; once saved, the embed script below. */
export function WebChatForm({ webchat, canEdit }: WebChatFormProps) {
  const styles = useStyles();
  const { t } = useTranslation(['settings', 'common']);
  const navigate = useNavigate();
  const create = useCreateWebchat();
  const update = useUpdateWebchat();
  const form = useForm({ resolver: zodResolver(WebchatRulesSchema), mode: 'onChange', defaultValues: initialWebchatValues(webchat) });
  const values = { ...initialWebchatValues(webchat), ...useWatch({ control: form.control }) };
  const readOnly = !canEdit;
  const normalised = normaliseDomain(values.domain);
  const domainError = form.formState.errors.domain;

  const { submit, formError, submitting } = useFormSubmit(form, async (body) => {
    if (webchat) {
      await update.mutateAsync({ id: webchat.id, body });
      showToast({ intent: 'success', title: t('webchat.form.saved') });
    } else {
      const created = await create.mutateAsync(body);
      showToast({ intent: 'success', title: t('webchat.form.created') });
      // The edit page shows the embed script of the new widget key.
      navigate(`/settings/web_chat/edit/${created.id}`, { replace: true });
    }
  });
  const control = form.control as Control<WebchatForm>;

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('webchat.form.label')}>
        {readOnly ? <ReadOnlyNote /> : null}
        <FormField
          control={control}
          name="domain"
          label={t('webchat.form.domain')}
          required
          hint={normalised && !domainError ? t('webchat.form.domainPreview', { domain: normalised }) : undefined}
          render={(field) => (
            <Input
              {...field}
              maxLength={253}
              disabled={readOnly}
              placeholder={t('webchat.form.domainPlaceholder', { example: 'shop.mn' })}
              onChange={(_, data) => field.onChange(data.value)}
            />
          )}
        />
        <div className={styles.pair}>
          <Counted control={control} name="name" label={t('webchat.form.name')} required max={WEBCHAT_LIMITS.name} disabled={readOnly} />
          <Counted control={control} name="name_en" label={t('webchat.form.name_en')} max={WEBCHAT_LIMITS.name} disabled={readOnly} />
        </div>
        <div className={styles.pair}>
          <Counted control={control} name="greeting" label={t('webchat.form.greeting')} multiline max={WEBCHAT_LIMITS.greeting} disabled={readOnly} />
          <Counted control={control} name="greeting_en" label={t('webchat.form.greeting_en')} multiline max={WEBCHAT_LIMITS.greeting} disabled={readOnly} />
        </div>
        <Controller control={control} name="logo" render={({ field }) => <LogoField value={field.value} disabled={readOnly} onChange={field.onChange} />} />
        <div className={styles.pair}>
          {(['brand_color', 'text_color'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <ColorField label={t(`webchat.form.${name}`)} value={field.value} error={fieldState.error?.message} disabled={readOnly} onChange={field.onChange} />
              )}
            />
          ))}
        </div>
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch label={t('webchat.form.is_active')} checked={field.value} disabled={readOnly} onChange={(_, data) => field.onChange(data.checked)} />
          )}
        />
        <FormError message={formError} />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabled={submitting}>
              {t('actions.save')}
            </Button>
            <Button onClick={() => navigate('/settings/web_chat')}>{t('actions.cancel')}</Button>
          </div>
        ) : null}
      </form>
      <div className={styles.preview}>
        <WebChatPreview values={values} />
      </div>
      <div className={styles.embed}>{webchat ? <EmbedCode widgetKey={webchat.widget_key} /> : <Text>{t('webchat.embed.afterSave')}</Text>}</div>
    </div>
  );
}

/** A counted text field (name, greeting) bound to the form. */
function Counted({
  control,
  name,
  ...props
}: {
  control: Control<WebchatForm>;
  name: 'name' | 'name_en' | 'greeting' | 'greeting_en';
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <CountedField {...props} value={field.value ?? ''} error={fieldState.error?.message} onChange={field.onChange} />}
    />
  );
}
