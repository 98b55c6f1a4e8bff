import { Button, Field, Input, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WEBCHAT_LIMITS, normaliseDomain, type Webchat } from '../../../../../contracts/webchat.schema';
import { showToast } from '../../../../lib/toasts';
import { useCreateWebchat } from '../../api/create-webchat';
import { useUpdateWebchat } from '../../api/update-webchat';
import { fieldValidation } from '../../forms/field-message';
import { serverFieldError } from '../../forms/server-field-error';
import { useZodForm } from '../../forms/use-zod-form';
import { ReadOnlyNote } from '../access-notes';
import { ColorField } from './color-field';
import { CountedField } from './counted-field';
import { EmbedCode } from './embed-code';
import { LogoField } from './logo-field';
import { WebChatPreview } from './web-chat-preview';
import { WebchatFormSchema, initialWebchatValues } from './webchat-form-schema';

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
  const form = useZodForm(WebchatFormSchema, initialWebchatValues(webchat));
  const { values, setValue, errorOf } = form;
  const readOnly = !canEdit;
  const normalised = normaliseDomain(values.domain);

  const submit = form.handleSubmit(async (body) => {
    try {
      if (webchat) {
        await update.mutateAsync({ id: webchat.id, body });
        showToast({ intent: 'success', title: t('webchat.form.saved') });
      } else {
        const created = await create.mutateAsync(body);
        showToast({ intent: 'success', title: t('webchat.form.created') });
        // The edit page shows the embed script of the new widget key.
        navigate(`/settings/web_chat/edit/${created.id}`, { replace: true });
      }
    } catch (error) {
      const refusal = serverFieldError(error, { err_webchat_domain_duplicate: 'domain', err_webchat_domain_invalid: 'domain' } as const);
      if (refusal) form.setServerError(refusal.field, refusal.message);
      throw error;
    }
  });

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('webchat.form.label')}>
        {readOnly ? <ReadOnlyNote /> : null}
        <Field
          label={t('webchat.form.domain')}
          required
          hint={normalised && !errorOf('domain') ? t('webchat.form.domainPreview', { domain: normalised }) : undefined}
          {...fieldValidation(t, errorOf('domain'))}
        >
          <Input
            value={values.domain}
            disabled={readOnly}
            placeholder={t('webchat.form.domainPlaceholder', { example: 'shop.mn' })}
            onChange={(_, data) => setValue('domain', data.value)}
          />
        </Field>
        <div className={styles.pair}>
          <CountedField label={t('webchat.form.name')} required value={values.name} max={WEBCHAT_LIMITS.name} error={errorOf('name')} disabled={readOnly} onChange={(v) => setValue('name', v)} />
          <CountedField label={t('webchat.form.name_en')} value={values.name_en} max={WEBCHAT_LIMITS.name} error={errorOf('name_en')} disabled={readOnly} onChange={(v) => setValue('name_en', v)} />
        </div>
        <div className={styles.pair}>
          <CountedField label={t('webchat.form.greeting')} multiline value={values.greeting} max={WEBCHAT_LIMITS.greeting} error={errorOf('greeting')} disabled={readOnly} onChange={(v) => setValue('greeting', v)} />
          <CountedField
            label={t('webchat.form.greeting_en')}
            multiline
            value={values.greeting_en}
            max={WEBCHAT_LIMITS.greeting}
            error={errorOf('greeting_en')}
            disabled={readOnly}
            onChange={(v) => setValue('greeting_en', v)}
          />
        </div>
        <LogoField value={values.logo} disabled={readOnly} onChange={(v) => setValue('logo', v)} />
        <div className={styles.pair}>
          <ColorField label={t('webchat.form.brand_color')} value={values.brand_color} error={errorOf('brand_color')} disabled={readOnly} onChange={(v) => setValue('brand_color', v)} />
          <ColorField label={t('webchat.form.text_color')} value={values.text_color} error={errorOf('text_color')} disabled={readOnly} onChange={(v) => setValue('text_color', v)} />
        </div>
        <Switch label={t('webchat.form.is_active')} checked={values.is_active} disabled={readOnly} onChange={(_, data) => setValue('is_active', data.checked)} />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={form.submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabled={form.submitting}>
              {t('actions.save')}
            </Button>
            <Button onClick={() => navigate('/settings/web_chat')}>{t('actions.cancel')}</Button>
          </div>
        ) : null}
      </form>
      <div className={styles.preview}>
        <WebChatPreview values={values} />
      </div>
      <div className={styles.embed}>
        {webchat ? <EmbedCode widgetKey={webchat.widget_key} /> : <Text>{t('webchat.embed.afterSave')}</Text>}
      </div>
    </div>
  );
}
