import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../components/dropdown';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_NAME_MIN_EXCLUSIVE } from '../../../../contracts/constants';
import { INVITE_TTL_HOURS, type InviteBody } from '../../../../contracts/invite.schema';
import { ROLES, type Role } from '../../../../contracts/permissions';
import { isEmail } from '../../../../contracts/signup.schema';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { INVITE_FIELDS, useInviteUser } from '../api/invite-user';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Field = (typeof INVITE_FIELDS)[number];
interface Message {
  key: string;
  values?: Record<string, unknown>;
}

/** Spec §5: email, role, first and last name are required; names longer than 2 characters. */
export function inviteRules(v: InviteBody): Partial<Record<Field, Message>> {
  const errors: Partial<Record<Field, Message>> = {};
  const email = v.email.trim();
  if (!email) errors.email = { key: 'invite.required' };
  else if (!isEmail(email)) errors.email = { key: 'invite.emailInvalid' };
  if (!v.role) errors.role = { key: 'invite.required' };
  for (const f of ['last_name', 'first_name'] as const) {
    const name = v[f].trim();
    if (!name) errors[f] = { key: 'invite.required' };
    else if (name.length <= USER_NAME_MIN_EXCLUSIVE) errors[f] = { key: 'invite.nameShort', values: { min: USER_NAME_MIN_EXCLUSIVE } };
  }
  return errors;
}

const EMPTY: InviteBody = { email: '', role: '', last_name: '', first_name: '' };

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>{open ? <InviteForm onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

/** The invitation form: rules are checked as the admin types; the server's refusals land on their field. */
function InviteForm({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['users', 'errors']);
  const invite = useInviteUser();
  const [values, setValues] = useState<InviteBody>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, Message>>>({});
  const rules = inviteRules(values);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((v) => ({ ...v, [field]: true }));
    setServer((v) => ({ ...v, [field]: undefined }));
  };
  const messageOf = (field: Field) => {
    const m = server[field] ?? (touched[field] || submitted ? rules[field] : undefined);
    return m ? { validationState: 'error' as const, validationMessage: String(t(m.key as 'invite.required', m.values)) } : {};
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(rules).length > 0 || invite.isPending) return;
    const body = { email: values.email.trim(), role: values.role, last_name: values.last_name.trim(), first_name: values.first_name.trim() };
    try {
      await invite.mutateAsync(body);
    } catch (error) {
      const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
      if (error instanceof ApiError && error.code && (INVITE_FIELDS as readonly unknown[]).includes(field)) {
        setServer((v) => ({ ...v, [field as Field]: { key: `errors:${error.code}` } }));
      }
      return;
    }
    showToast({ intent: 'success', title: t('invite.sent', { email: body.email }) });
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t('invite.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text>{t('invite.intro', { hours: INVITE_TTL_HOURS })}</Text>
          <Field label={t('invite.email')} required {...messageOf('email')}>
            <Input type="email" value={values.email} onChange={(_, d) => set('email', d.value)} />
          </Field>
          <Field label={t('invite.role')} required {...messageOf('role')}>
            <Dropdown
              placeholder={t('invite.rolePlaceholder')}
              value={values.role ? t(`roles.${values.role}`) : ''}
              selectedOptions={values.role ? [values.role] : []}
              onOptionSelect={(_, d) => set('role', (d.optionValue ?? '') as Role)}
            >
              {ROLES.map((role) => (
                <Option key={role} value={role}>
                  {t(`roles.${role}`)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('invite.last_name')} required {...messageOf('last_name')}>
            <Input value={values.last_name} onChange={(_, d) => set('last_name', d.value)} />
          </Field>
          <Field label={t('invite.first_name')} required {...messageOf('first_name')}>
            <Input value={values.first_name} onChange={(_, d) => set('first_name', d.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={invite.isPending} onClick={onDone}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={invite.isPending} icon={invite.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('invite.send')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
