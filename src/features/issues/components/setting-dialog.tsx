import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ruleMessage, type RuleParams } from '../../../../contracts/field-rules';
import { ISSUE_SETTING_DESCRIPTION_MAX, ISSUE_SETTING_NAME_MAX } from '../../../../contracts/issue.schema';
import { COLOUR_PATTERN, ISSUE_TAG_DEFAULT_COLOUR, issueSettingRules, type IssueSettingKind } from '../../../../contracts/issue-settings.schema';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { TextFormField } from '../../../components/text-form-field';
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

const useStyles = makeStyles({
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
  return open ? <SettingForm kind={kind} row={row} onOpenChange={onOpenChange} /> : null;
}

function SettingForm({ kind, row, onOpenChange }: { kind: IssueSettingKind; row?: SettingRow; onOpenChange: (open: boolean) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const save = useSaveSetting(kind);
  const rules = useMemo(() => issueSettingRules(kind), [kind]);
  const form = useForm<SettingBody, unknown, SettingBody>({
    resolver: zodResolver(rules) as never,
    mode: 'onChange',
    defaultValues: { label: row?.label ?? '', description: row?.description ?? '', colour: row?.colour ?? ISSUE_TAG_DEFAULT_COLOUR },
  });
  const colour = useWatch({ control: form.control, name: 'colour' });

  const onSubmit = async (values: SettingBody) => {
    try {
      await save.mutateAsync({ id: row?.id, body: values });
    } catch (error) {
      // Types and tags call their name 'title', reasons 'name': both are the form's label.
      const {
        field,
        code: _code,
        message: _message,
        ...params
      } = ((error instanceof ApiError ? error.body : undefined) as Record<string, unknown> & { field?: string }) ?? {};
      if (error instanceof ApiError && error.code && (field === 'name' || field === 'title')) {
        form.setError('label', { type: 'server', message: ruleMessage(error.code, params as RuleParams) });
        return false;
      }
      throw error;
    }
    showToast({ intent: 'success', title: t(`settings.${kind}.${row ? 'updated' : 'created'}`, { name: values.label }) });
    return true;
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t(`settings.${kind}.${row ? 'editTitle' : 'addTitle'}`)}
      form={form}
      onSubmit={onSubmit}
      cancelLabel={t('settings.cancel')}
      submitLabel={t('settings.save')}
    >
      <TextFormField control={form.control} name="label" label={t(`settings.${kind}.name`)} required max={ISSUE_SETTING_NAME_MAX} />
      <TextFormField control={form.control} name="description" label={t('settings.description')} max={ISSUE_SETTING_DESCRIPTION_MAX} rows={3} />
      {kind === 'tags' ? (
        <FormField
          control={form.control}
          name="colour"
          label={t('settings.colour')}
          render={(field) => (
            <div className={styles.colour}>
              <input
                className={styles.swatch}
                type="color"
                aria-hidden
                tabIndex={-1}
                value={COLOUR_PATTERN.test(colour ?? '') ? colour : ISSUE_TAG_DEFAULT_COLOUR}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              />
              <Input aria-label={t('settings.colour')} maxLength={7} value={field.value ?? ''} onBlur={field.onBlur} onChange={(_, d) => field.onChange(d.value)} />
            </div>
          )}
        />
      ) : null}
    </FormDialog>
  );
}
