import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contracts/errors';
import { COLOUR_PATTERN, ISSUE_SETTING_DESCRIPTION_MAX, ISSUE_SETTING_NAME_MAX, ISSUE_TAG_DEFAULT_COLOUR, type IssueSettingKind } from '../../../../contracts/issue.schema';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSaveSetting, type SettingBody } from '../api/save-setting';

export interface SettingRow {
  id: number;
  label: string;
  description: string;
  colour?: string;
  issue_count: number;
}

const EMPTY_CODE: Record<IssueSettingKind, ErrorCode> = { types: 'err_issue_type_name_empty', tags: 'err_issue_tag_name_empty', reasons: 'err_issue_reason_name_empty' };

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none' },
});

interface Props {
  kind: IssueSettingKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row?: SettingRow;
}

/** Add or edit a type, tag (with its colour) or reason; the name's refusals show beside it. */
export function SettingDialog({ kind, open, onOpenChange, row }: Props) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface>{open ? <SettingForm kind={kind} row={row} onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function SettingForm({ kind, row, onDone }: { kind: IssueSettingKind; row?: SettingRow; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { t: te } = useTranslation('errors');
  const save = useSaveSetting(kind);
  const [values, setValues] = useState<SettingBody>({ label: row?.label ?? '', description: row?.description ?? '', colour: row?.colour ?? ISSUE_TAG_DEFAULT_COLOUR });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; code: ErrorCode; params?: Record<string, number> } | null>(null);
  const localName: ErrorCode | null = submitted && !values.label.trim() ? EMPTY_CODE[kind] : null;
  const localColour: ErrorCode | null = kind === 'tags' && !COLOUR_PATTERN.test(values.colour ?? '') ? 'err_issue_tag_colour_invalid' : null;
  const errorFor = (field: 'name' | 'description' | 'colour') => {
    if (serverError?.field === field) return String(te(serverError.code, (serverError.params ?? {}) as Record<string, number>));
    if (field === 'name' && localName) return te(localName);
    if (field === 'colour' && localColour) return te(localColour);
    return undefined;
  };
  const fieldState = (field: 'name' | 'description' | 'colour') => {
    const message = errorFor(field);
    return message ? { validationState: 'error' as const, validationMessage: message } : {};
  };
  const set = (patch: Partial<SettingBody>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.label.trim() || localColour || save.isPending) return;
    try {
      await save.mutateAsync({ id: row?.id, body: values });
      showToast({ intent: 'success', title: t(`settings.${kind}.${row ? 'updated' : 'created'}`, { name: values.label.trim() }) });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.code) {
        const { field, ...params } = (e.body ?? {}) as { field?: string } & Record<string, number>;
        setServerError({ field: field ?? 'name', code: e.code, params });
      }
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t(`settings.${kind}.${row ? 'editTitle' : 'addTitle'}`)}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label={t(`settings.${kind}.name`)} required {...fieldState('name')}>
            <Input value={values.label} maxLength={ISSUE_SETTING_NAME_MAX + 1} onChange={(_, d) => set({ label: d.value })} />
          </Field>
          <Field label={t('settings.description')} {...fieldState('description')}>
            <Textarea value={values.description} maxLength={ISSUE_SETTING_DESCRIPTION_MAX} rows={3} resize="vertical" onChange={(_, d) => set({ description: d.value })} />
          </Field>
          {kind === 'tags' ? (
            <Field label={t('settings.colour')} {...fieldState('colour')}>
              <div className={styles.colour}>
                <input className={styles.swatch} type="color" aria-hidden tabIndex={-1} value={COLOUR_PATTERN.test(values.colour ?? '') ? values.colour : ISSUE_TAG_DEFAULT_COLOUR} onChange={(e) => set({ colour: e.target.value.toUpperCase() })} />
                <Input aria-label={t('settings.colour')} value={values.colour} maxLength={7} onChange={(_, d) => set({ colour: d.value })} />
              </div>
            </Field>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={save.isPending} onClick={onDone}>
            {t('settings.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('settings.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
