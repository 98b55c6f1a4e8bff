import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_ACCESS_MAX_DIGITS, type CallAccess } from '../../../../contracts/company.schema';
import type { User } from '../../../../contracts/user.schema';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSetCallAccess } from '../api/set-call-access';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });
const DIGITS = new RegExp(`^\\d{1,${CALL_ACCESS_MAX_DIGITS}}$`);

type Key = 'extension' | 'line';
interface Message {
  key: string;
  values?: Record<string, unknown>;
}

/** Spec §3 Call access: digits only; both or neither (neither removes the access). */
export function callAccessRules(v: Record<Key, string>): Partial<Record<Key, Message>> {
  const errors: Partial<Record<Key, Message>> = {};
  const extension = v.extension.trim();
  const line = v.line.trim();
  for (const [key, value] of [['extension', extension], ['line', line]] as const) {
    if (value && !DIGITS.test(value)) errors[key] = { key: 'callAccess.digits', values: { max: CALL_ACCESS_MAX_DIGITS } };
  }
  if (!extension && line) errors.extension ??= { key: 'callAccess.needBoth' };
  if (extension && !line) errors.line ??= { key: 'callAccess.needBoth' };
  return errors;
}

interface CallAccessDialogProps {
  user: User;
  access: CallAccess | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CallAccessDialog({ user, access, open, onOpenChange }: CallAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>{open ? <CallAccessForm user={user} access={access} onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function CallAccessForm({ user, access, onDone }: { user: User; access: CallAccess | undefined; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation(['users', 'errors']);
  const save = useSetCallAccess();
  const [values, setValues] = useState({ extension: access?.extension ?? '', line: access?.line ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<Key, Message>>>({});
  const rules = callAccessRules(values);
  const messageOf = (key: Key) => {
    const m = server[key] ?? (submitted || values[key] ? rules[key] : undefined);
    return m ? { validationState: 'error' as const, validationMessage: String(t(m.key as 'callAccess.digits', m.values)) } : {};
  };
  const set = (key: Key, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServer((v) => ({ ...v, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(rules).length > 0 || save.isPending) return;
    try {
      await save.mutateAsync({ id: user.id, body: { extension: values.extension.trim() || null, line: values.line.trim() || null } });
    } catch (error) {
      const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
      if (error instanceof ApiError && error.code && (field === 'extension' || field === 'line')) {
        const { code: _c, message: _m, field: _f, ...params } = (error.body ?? {}) as Record<string, unknown>;
        setServer((v) => ({ ...v, [field]: { key: `errors:${error.code}`, values: params } }));
      }
      return;
    }
    showToast({ intent: 'success', title: t('callAccess.saved', { name: user.user_name }) });
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t('callAccess.title', { name: user.user_name })}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text>{t('callAccess.intro')}</Text>
          <Field label={t('callAccess.extension')} {...messageOf('extension')}>
            <Input inputMode="numeric" value={values.extension} onChange={(_, d) => set('extension', d.value)} />
          </Field>
          <Field label={t('callAccess.line')} {...messageOf('line')}>
            <Input inputMode="numeric" value={values.line} onChange={(_, d) => set('line', d.value)} />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={save.isPending} onClick={onDone}>
            {t('callAccess.cancel')}
          </Button>
          <Button type="submit" appearance="primary" disabled={save.isPending} icon={save.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('callAccess.save')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
