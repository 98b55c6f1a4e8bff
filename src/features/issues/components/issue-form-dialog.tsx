import { Input, MessageBar, Option, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control } from 'react-hook-form';
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
import { DatePicker } from '../../../components/date-picker';
import { Dropdown } from '../../../components/dropdown';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useChannels } from '../../../lib/api/channels';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useAssignees } from '../api/list-members';
import { useSettings } from '../api/list-settings';
import { useSaveIssue } from '../api/save-issue';
import { FORM_FIELD_OF, emptyIssueValues, issueFormRules, toBody, valuesOf, type IssueFormValues } from '../lib/form-values';
import { ContactPicker } from './contact-picker';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
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
  return open ? <IssueForm issue={issue} prefill={prefill} onOpenChange={onOpenChange} onSaved={onSaved} /> : null;
}

type Choice = 'channel_id' | 'assignee_user_id' | 'status' | 'priority' | 'platform' | 'type_id' | 'reason_id';
/** A created day moves the earliest due day: changing it checks the due day again. */
const DEPS: Partial<Record<keyof IssueFormValues, (keyof IssueFormValues)[]>> = { created_date: ['due_date'], status: ['reason_id'] };

function IssueForm({ issue, prefill, onOpenChange, onSaved }: Omit<Props, 'open'>) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const mayAssign = can(me, 'issue.assign');
  const channels = useChannels(me?.company_id);
  const assignees = useAssignees();
  const types = useSettings('types');
  const tags = useSettings('tags');
  const reasons = useSettings('reasons');
  const save = useSaveIssue();
  const form = useForm<IssueFormValues>({
    resolver: zodResolver(issueFormRules(issue)),
    mode: 'onChange',
    defaultValues: issue ? valuesOf(issue) : emptyIssueValues(me?.ID ?? null, prefill),
  });
  const control = form.control as Control<IssueFormValues>;
  const [status, assignee, description, interactionId] = useWatch({ control, name: ['status', 'assignee_user_id', 'description', 'interaction_id'] });

  const choice = (key: Choice, label: string, options: { value: string; label: string }[], extra: { empty?: string; hint?: string } = {}) => (
    <FormField
      control={control}
      name={key}
      label={label}
      required={key !== 'type_id'}
      hint={extra.hint}
      deps={DEPS[key]}
      render={(f) => (
        <Select name={f.name} ref={f.ref} value={f.value} onBlur={f.onBlur} onChange={(_, d) => f.onChange(d.value)}>
          <option value="">{extra.empty ?? t('form.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
  const day = (key: 'created_date' | 'due_date', label: string, hint?: string) => (
    <FormField
      control={control}
      name={key}
      label={label}
      hint={hint}
      deps={DEPS[key]}
      render={(f) => <DatePicker name={f.name} ref={f.ref} value={f.value} onBlur={f.onBlur} onChange={f.onChange} />}
    />
  );

  const onSubmit = async (values: IssueFormValues) => {
    const saved = await save.mutateAsync({ id: issue?.id, body: toBody(values, issue) });
    showToast({ intent: 'success', title: t(issue ? 'form.updated' : 'form.created', { name: saved.name }) });
    onSaved?.(saved);
  };

  const assigneeOptions = (assignees.data ?? []).filter((u) => mayAssign || u.id === me?.ID || String(u.id) === assignee);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      surfaceClassName={styles.surface}
      title={t(issue ? 'form.editTitle' : 'form.addTitle')}
      form={form}
      onSubmit={onSubmit}
      fieldAliases={FORM_FIELD_OF}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      {interactionId && !issue ? <MessageBar intent="info">{t('form.fromInteraction', { id: interactionId })}</MessageBar> : null}
      <FormField
        control={control}
        name="name"
        label={t('fields.name')}
        required
        render={(f) => <Input name={f.name} ref={f.ref} value={f.value} onBlur={f.onBlur} maxLength={ISSUE_NAME_MAX + 1} onChange={(_, d) => f.onChange(d.value)} />}
      />
      <div className={styles.grid}>
        <FormField control={control} name="contact" label={t('fields.contact')} required render={(f) => <ContactPicker value={f.value} onChange={f.onChange} />} />
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
        {status === 'closed'
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
        <FormField
          control={control}
          name="tag_ids"
          label={t('fields.tags')}
          render={(f) => (
            <Dropdown
              multiselect
              aria-label={t('fields.tags')}
              placeholder={t('form.choose')}
              selectedOptions={f.value.map(String)}
              value={(tags.data ?? [])
                .filter((x) => f.value.includes(x.id))
                .map((x) => x.title)
                .join(', ')}
              onOptionSelect={(_, d) => f.onChange(d.selectedOptions.map(Number))}
            >
              {(tags.data ?? []).map((x) => (
                <Option key={x.id} value={String(x.id)}>
                  {x.title}
                </Option>
              ))}
            </Dropdown>
          )}
        />
        {day('created_date', t('fields.created_at'), t('form.createdHint'))}
        {day('due_date', t('fields.due_at'))}
      </div>
      <FormField
        control={control}
        name="description"
        label={t('fields.description')}
        hint={t('form.counter', { count: description.length, max: ISSUE_DESCRIPTION_MAX })}
        render={(f) => <Textarea name={f.name} ref={f.ref} value={f.value} onBlur={f.onBlur} resize="vertical" rows={4} onChange={(_, d) => f.onChange(d.value)} />}
      />
    </FormDialog>
  );
}
