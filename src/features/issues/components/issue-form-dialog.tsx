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
  MessageBar,
  Option,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_NAME_MAX,
  ISSUE_PLATFORMS,
  ISSUE_PRIORITIES,
  ISSUE_STATUSES,
  type Issue,
  type IssuePrefill,
} from '../../../../contracts/issue.schema';
import { isErrorCode } from '../../../../contracts/errors';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useChannels } from '../../../lib/api/channels';
import { useAssignees } from '../api/list-members';
import { useSettings } from '../api/list-settings';
import { useSaveIssue } from '../api/save-issue';
import { emptyIssueValues, formErrors, toBody, valuesOf, type FieldError, type FormField, type IssueFormValues } from '../lib/form-values';
import { ContactPicker } from './contact-picker';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The issue to edit; a new one when absent. */
  issue?: Issue;
  /** A new issue from a live conversation: its contact, channel and platform. */
  prefill?: IssuePrefill;
  onSaved?: (issue: Issue) => void;
}

/** Add or edit an issue; every rule of spec §5 is shown beside its field, as the server would answer. */
export function IssueFormDialog({ open, onOpenChange, issue, prefill, onSaved }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface className={styles.surface}>
        {open ? <IssueForm issue={issue} prefill={prefill} onDone={() => onOpenChange(false)} onSaved={onSaved} /> : null}
      </DialogSurface>
    </Dialog>
  );
}

const FIELD_OF: Record<string, FormField> = { contact_id: 'contact_id', interaction_id: 'contact_id' };

export function IssueForm({ issue, prefill, onDone, onSaved }: { issue?: Issue; prefill?: IssuePrefill; onDone: () => void; onSaved?: (i: Issue) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { t: te } = useTranslation('errors');
  const { me } = useCurrentUser();
  const mayAssign = can(me, 'issue.assign');
  const channels = useChannels(me?.company_id);
  const assignees = useAssignees();
  const types = useSettings('types');
  const tags = useSettings('tags');
  const reasons = useSettings('reasons');
  const save = useSaveIssue();
  const [values, setValues] = useState<IssueFormValues>(() => (issue ? valuesOf(issue) : emptyIssueValues(me?.ID ?? null, prefill)));
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: FormField | null; error: FieldError } | null>(null);
  const errors = useMemo(() => formErrors(values, issue), [values, issue]);

  const errorOf = (field: FormField) => (serverError?.field === field ? serverError.error : touched[field] || submitted ? errors[field] : undefined);
  const fieldProps = (field: FormField) => {
    const e = errorOf(field);
    return e ? { validationState: 'error' as const, validationMessage: String(te(e.code, (e.params ?? {}) as Record<string, number>)) } : {};
  };
  const set = <K extends keyof IssueFormValues>(key: K, value: IssueFormValues[K], field: FormField = key as FormField) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((v) => ({ ...v, [field]: true }));
    if (serverError?.field === field) setServerError(null);
  };
  const choice = (
    key: 'channel_id' | 'assignee_user_id' | 'status' | 'priority' | 'platform' | 'type_id' | 'reason_id',
    label: string,
    options: { value: string; label: string }[],
    extra: { disabled?: boolean; empty?: string; hint?: string } = {},
  ): ReactNode => (
    <Field label={label} required={key !== 'type_id'} hint={extra.hint} {...fieldProps(key as FormField)}>
      <Select value={values[key]} disabled={extra.disabled} onChange={(_, d) => set(key, d.value)}>
        <option value="">{extra.empty ?? t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || save.isPending) return;
    try {
      const saved = await save.mutateAsync({ id: issue?.id, body: toBody(values, issue) });
      showToast({ intent: 'success', title: t(issue ? 'form.updated' : 'form.created', { name: saved.name }) });
      onSaved?.(saved);
      onDone();
    } catch (error) {
      // A field refusal goes beside its field; the others were toasted by the HTTP client.
      if (error instanceof ApiError && error.code && isErrorCode(error.code)) {
        const { code: _c, message: _m, field, ...params } = (error.body ?? {}) as Record<string, string | number>;
        const name = typeof field === 'string' ? (FIELD_OF[field] ?? (field as FormField)) : null;
        setServerError({ field: name, error: { code: error.code, params: params as Record<string, number> } });
      }
    }
  };

  const assigneeOptions = (assignees.data ?? []).filter((u) => mayAssign || u.id === me?.ID || String(u.id) === values.assignee_user_id);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t(issue ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent className={styles.form}>
          {values.interaction_id && !issue ? <MessageBar intent="info">{t('form.fromInteraction', { id: values.interaction_id })}</MessageBar> : null}
          {serverError && serverError.field === null ? <MessageBar intent="error">{te(serverError.error.code)}</MessageBar> : null}
          <Field label={t('fields.name')} required {...fieldProps('name')}>
            <Input value={values.name} maxLength={ISSUE_NAME_MAX + 1} onChange={(_, d) => set('name', d.value)} />
          </Field>
          <div className={styles.grid}>
            <Field label={t('fields.contact')} required {...fieldProps('contact_id')}>
              <ContactPicker value={values.contact} onChange={(c) => set('contact', c, 'contact_id')} />
            </Field>
            {choice(
              'channel_id',
              t('fields.channel'),
              (channels.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            )}
            {choice(
              'platform',
              t('fields.platform'),
              ISSUE_PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) })),
            )}
            {choice(
              'assignee_user_id',
              t('fields.assignee'),
              assigneeOptions.map((u) => ({ value: String(u.id), label: u.user_name })),
              { hint: mayAssign ? undefined : t('form.assignOnlySelf') },
            )}
            {choice(
              'status',
              t('fields.status'),
              ISSUE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            )}
            {choice(
              'priority',
              t('fields.priority'),
              ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) })),
            )}
            {values.status === 'closed'
              ? choice(
                  'reason_id',
                  t('fields.reason'),
                  (reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
                )
              : null}
            {choice(
              'type_id',
              t('fields.type'),
              (types.data ?? []).map((x) => ({ value: String(x.id), label: x.title })),
              { empty: t('form.noType') },
            )}
            <Field label={t('fields.tags')} {...fieldProps('tag_ids')}>
              <Dropdown
                multiselect
                aria-label={t('fields.tags')}
                placeholder={t('form.choose')}
                selectedOptions={values.tag_ids.map(String)}
                value={(tags.data ?? [])
                  .filter((x) => values.tag_ids.includes(x.id))
                  .map((x) => x.title)
                  .join(', ')}
                onOptionSelect={(_, d) => set('tag_ids', d.selectedOptions.map(Number))}
              >
                {(tags.data ?? []).map((x) => (
                  <Option key={x.id} value={String(x.id)}>
                    {x.title}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('fields.created_at')} hint={t('form.createdHint')} {...fieldProps('created_at')}>
              <Input type="date" value={values.created_date} onChange={(_, d) => set('created_date', d.value, 'created_at')} />
            </Field>
            <Field label={t('fields.due_at')} {...fieldProps('due_at')}>
              <Input type="date" value={values.due_date} onChange={(_, d) => set('due_date', d.value, 'due_at')} />
            </Field>
          </div>
          <Field
            label={t('fields.description')}
            hint={t('form.counter', { count: values.description.length, max: ISSUE_DESCRIPTION_MAX })}
            {...fieldProps('description')}
          >
            <Textarea value={values.description} resize="vertical" rows={4} onChange={(_, d) => set('description', d.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={save.isPending} onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
