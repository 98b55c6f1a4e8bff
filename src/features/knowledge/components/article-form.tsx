import { Button, Input, MessageBar, MessageBarBody, Option, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KNOWLEDGE_FILE_NAME_MAX, KnowledgeFileBodySchema, type KnowledgeFile, type KnowledgeFileBody } from '../../../../contracts/knowledge.schema';
import { Dropdown } from '../../../components/dropdown';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format';
import { useFormSubmit } from '../../../lib/forms/use-form-submit';
import { showToast } from '../../../lib/toasts';
import { useSaveFile } from '../api/save-file';
import { RichTextEditor } from './rich-text-editor';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-end' },
  name: { flexGrow: 1, minWidth: '240px' },
  foot: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
});

export interface ArticleFormProps {
  file?: KnowledgeFile;
  folders: { id: number; name: string }[];
  defaultFolderId?: number;
  charLimit: number;
}

/** Name, folder, published switch and the rich-text body of an article; the character count warns past the limit. */
export function ArticleForm({ file, folders, defaultFolderId, charLimit }: ArticleFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const navigate = useNavigate();
  const save = useSaveFile();
  const [chars, setChars] = useState(file?.chars ?? 0);
  const form = useForm<KnowledgeFileBody>({
    resolver: zodResolver(KnowledgeFileBodySchema),
    defaultValues: {
      folder_id: file?.folder_id ?? defaultFolderId ?? folders[0]?.id ?? 0,
      name: file?.name ?? '',
      content_html: file?.content_html ?? '',
      status: file?.status ?? 'draft',
    },
  });
  const { submit, formError, submitting } = useFormSubmit(form, async (body) => {
    const saved = await save.mutateAsync({ id: file?.id, body });
    showToast({ intent: 'success', title: t(body.status === 'published' ? 'article.savedPublished' : 'article.savedDraft', { name: saved.name }) });
    if (!file) void navigate(`/knowledge/${saved.id}`, { replace: true });
  });
  const over = chars > charLimit;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.row}>
        <FormField
          className={styles.name}
          control={form.control}
          name="name"
          label={t('article.name')}
          required
          render={(field) => <Input maxLength={KNOWLEDGE_FILE_NAME_MAX} {...field} onChange={(_, d) => field.onChange(d.value)} />}
        />
        <FormField
          control={form.control}
          name="folder_id"
          label={t('article.folder')}
          required
          render={(field) => (
            <Dropdown
              value={folders.find((f) => f.id === field.value)?.name ?? ''}
              selectedOptions={[String(field.value)]}
              onOptionSelect={(_, d) => field.onChange(Number(d.optionValue))}
              onBlur={field.onBlur}
            >
              {folders.map((f) => (
                <Option key={f.id} value={String(f.id)}>
                  {f.name}
                </Option>
              ))}
            </Dropdown>
          )}
        />
        <FormField
          control={form.control}
          name="status"
          label={t('article.status')}
          render={(field) => <Switch checked={field.value === 'published'} onChange={(_, d) => field.onChange(d.checked ? 'published' : 'draft')} />}
        />
      </div>
      <FormField
        control={form.control}
        name="content_html"
        label={t('article.content')}
        render={(field) => (
          <RichTextEditor
            label={t('article.content')}
            initialHtml={file?.content_html ?? ''}
            onChange={(html, n) => {
              field.onChange(html);
              setChars(n);
            }}
          />
        )}
      />
      {over ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('article.overLimit', { max: formatNumber(charLimit) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormError message={formError} />
      <div className={styles.foot}>
        <Text size={200} aria-live="polite">
          {t('article.chars', { n: formatNumber(chars), max: formatNumber(charLimit) })}
        </Text>
        <Button appearance="primary" type="submit" disabled={submitting}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
