import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_IMPORT_MAX_ROWS } from '../../../../contracts/contact.schema';
import { type ContactImportError, type ContactImportRow } from '../../../../contracts/contact-import.schema';
import { importContacts } from '../api/import-contacts';
import { contactsQueryOptions } from '../api/list-contacts';
import { buildRows } from '../lib/build-rows';
import { guessMapping, mappingUsable, type ColumnMapping } from '../lib/guess-mapping';
import { fileKind, readSheet, type SheetData } from '../lib/read-file';
import { checkAll, importAll, type ImportProgress } from '../lib/run-import';
import { ImportMapping } from './import-mapping';
import { ImportReport } from './import-report';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Step =
  | { name: 'file'; problem?: string }
  | { name: 'mapping' }
  | { name: 'working'; progress: ImportProgress }
  | { name: 'report'; errors: ContactImportError[]; rows: ContactImportRow[] }
  | { name: 'done'; imported: number };

/**
 * Import from CSV or XLSX: the file is read in the browser, its columns mapped to contact fields,
 * every row checked (dry runs, with a progress bar and a per-row report), then imported in one
 * all-or-nothing request.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface className={styles.surface}>{open ? <ImportFlow onClose={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function ImportFlow({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ name: 'file' });
  const [reading, setReading] = useState(false);
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping>([]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!fileKind(file.name)) return setStep({ name: 'file', problem: t('import.unsupported') });
    setReading(true);
    try {
      const data = await readSheet(file);
      if (data.rows.length === 0) return setStep({ name: 'file', problem: t('import.noRows') });
      if (data.rows.length > CONTACT_IMPORT_MAX_ROWS)
        return setStep({ name: 'file', problem: t('import.tooMany', { count: data.rows.length, max: CONTACT_IMPORT_MAX_ROWS }) });
      setSheet(data);
      setFileName(file.name);
      setMapping(guessMapping(data.headers));
      setStep({ name: 'mapping' });
    } catch {
      setStep({ name: 'file', problem: t('import.readFailed') });
    } finally {
      setReading(false);
    }
  };

  const run = async (work: () => Promise<void>, back: Step) => {
    try {
      await work();
    } catch {
      // The HTTP client toasted the failure; the user can try again from the previous step.
      setStep(back);
    }
  };
  const check = () =>
    run(
      async () => {
        const rows = buildRows(sheet!.rows, mapping);
        const errors = await checkAll(
          rows,
          (body) => importContacts(body),
          (progress) => setStep({ name: 'working', progress }),
        );
        setStep({ name: 'report', errors, rows });
      },
      { name: 'mapping' },
    );
  const start = (rows: ContactImportRow[]) =>
    run(
      async () => {
        const result = await importAll(
          rows,
          (body) => importContacts(body),
          (progress) => setStep({ name: 'working', progress }),
        );
        if (result.errors.length) return setStep({ name: 'report', errors: result.errors, rows });
        await queryClient.invalidateQueries({ queryKey: contactsQueryOptions().queryKey });
        setStep({ name: 'done', imported: result.imported });
      },
      { name: 'mapping' },
    );

  const badRows = step.name === 'report' ? new Set(step.errors.map((e) => e.row)).size : 0;
  return (
    <DialogBody>
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent className={styles.content}>
        {step.name === 'file' ? (
          <>
            <Text>{t('import.fileHint', { max: CONTACT_IMPORT_MAX_ROWS })}</Text>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t('import.chooseFile')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            <div>
              <Button icon={reading ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabled={reading} onClick={() => input.current?.click()}>
                {reading ? t('import.reading') : t('import.chooseFile')}
              </Button>
            </div>
            {step.problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{step.problem}</MessageBarBody>
              </MessageBar>
            ) : null}
          </>
        ) : null}
        {step.name === 'mapping' && sheet ? (
          <>
            <Text weight="semibold">{t('import.rowsFound', { file: fileName, count: sheet.rows.length })}</Text>
            <Text>{t('import.mappingHelp')}</Text>
            <ImportMapping sheet={sheet} mapping={mapping} onChange={setMapping} />
            {!mappingUsable(mapping) ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('import.mappingNeedsName')}</MessageBarBody>
              </MessageBar>
            ) : null}
          </>
        ) : null}
        {step.name === 'working' ? (
          <Field label={step.progress.phase === 'checking' ? t('import.checking') : t('import.importing')} hint={`${step.progress.done} / ${step.progress.total}`}>
            <ProgressBar
              aria-label={t('import.progress')}
              value={step.progress.phase === 'checking' ? step.progress.done / Math.max(1, step.progress.total) : undefined}
            />
          </Field>
        ) : null}
        {step.name === 'report' ? (
          step.errors.length ? (
            <>
              <MessageBar intent="error">
                <MessageBarBody>{t('import.reportErrors', { rows: badRows, count: step.rows.length })}</MessageBarBody>
              </MessageBar>
              <ImportReport errors={step.errors} lines={sheet?.lines ?? []} />
            </>
          ) : (
            <MessageBar intent="success">
              <MessageBarBody>{t('import.reportOk', { count: step.rows.length })}</MessageBarBody>
            </MessageBar>
          )
        ) : null}
        {step.name === 'done' ? (
          <MessageBar intent="success">
            <MessageBarBody>{t('import.done', { count: step.imported })}</MessageBarBody>
          </MessageBar>
        ) : null}
      </DialogContent>
      <DialogActions>
        {step.name === 'mapping' || step.name === 'report' ? (
          <Button appearance="secondary" onClick={() => setStep(step.name === 'report' ? { name: 'mapping' } : { name: 'file' })}>
            {t('import.back')}
          </Button>
        ) : null}
        <Button appearance="secondary" disabled={step.name === 'working'} onClick={onClose}>
          {t('import.close')}
        </Button>
        {step.name === 'mapping' ? (
          <Button appearance="primary" disabled={!mappingUsable(mapping)} onClick={() => void check()}>
            {t('import.check')}
          </Button>
        ) : null}
        {step.name === 'report' && step.errors.length === 0 ? (
          <Button appearance="primary" onClick={() => void start(step.rows)}>
            {t('import.start', { count: step.rows.length })}
          </Button>
        ) : null}
      </DialogActions>
    </DialogBody>
  );
}
