import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Option,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contracts/errors';
import { KNOWLEDGE_IMPORT_MODES, KNOWLEDGE_URL_MAX } from '../../../../contracts/knowledge.schema';
import { Dropdown } from '../../../components/dropdown';
import { describeError } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useCancelImport, useImportProgress, useStartImport } from '../api/import-url';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Mode = (typeof KNOWLEDGE_IMPORT_MODES)[number];

/** Import from a URL: one page, a sitemap or a same-site crawl, with a progress bar and Cancel. */
export function ImportDialog({ open, onOpenChange, folderId }: { open: boolean; onOpenChange: (open: boolean) => void; folderId: number }) {
  const styles = useStyles();
  const { t } = useTranslation(['knowledge', 'errors']);
  const [url, setUrl] = useState('');
  const [mode, setMode] = useState<Mode>('page');
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const start = useStartImport();
  const cancel = useCancelImport();
  const job = useImportProgress(jobId);
  const running = start.isPending || job.data?.status === 'running';

  const onStart = async () => {
    setError(undefined);
    try {
      const started = await start.mutateAsync({ folder_id: folderId, url: url.trim(), mode });
      setJobId(started.id);
    } catch (err) {
      setError(describeError(err));
    }
  };
  const close = () => {
    setJobId(null);
    setUrl('');
    setError(undefined);
    onOpenChange(false);
  };
  const data = job.data;
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? onOpenChange(true) : !running && close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('import.url')} required validationMessage={error} validationState={error ? 'error' : undefined}>
              <Input type="url" value={url} maxLength={KNOWLEDGE_URL_MAX} placeholder="https://" onChange={(_, d) => setUrl(d.value)} disabled={running} />
            </Field>
            <Field label={t('import.mode')}>
              <Dropdown value={t(`import.modes.${mode}`)} selectedOptions={[mode]} onOptionSelect={(_, d) => setMode(d.optionValue as Mode)} disabled={running}>
                {KNOWLEDGE_IMPORT_MODES.map((m) => (
                  <Option key={m} value={m}>
                    {t(`import.modes.${m}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Text size={200}>{t('import.draftNote')}</Text>
            {data ? (
              <Field
                label={t(`import.status.${data.status}`)}
                hint={t('import.progress', { done: formatNumber(data.done), total: formatNumber(Math.max(data.total, data.done)), failed: formatNumber(data.failed) })}
                validationMessage={data.error ? t(`errors:${data.error as ErrorCode}`) : undefined}
              >
                <ProgressBar value={data.total ? (data.done + data.failed) / data.total : undefined} max={1} aria-label={t('import.progressLabel')} />
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            {running && jobId !== null ? (
              <Button onClick={() => void cancel.mutateAsync(jobId).then(() => job.refetch())}>{t('import.cancel')}</Button>
            ) : (
              <Button onClick={close}>{t('actions.close')}</Button>
            )}
            <Button appearance="primary" disabled={running || !url.trim()} onClick={() => void onStart()}>
              {t('import.start')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
