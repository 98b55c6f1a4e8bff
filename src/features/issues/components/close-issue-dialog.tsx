import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, Select, Spinner } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contracts/errors';
import type { Issue } from '../../../../contracts/issue.schema';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useCloseIssue } from '../api/close-issue';
import { useSettings } from '../api/list-settings';

interface Props {
  issue: Issue | null;
  onOpenChange: (open: boolean) => void;
}

/** Closing asks for one of the company's reasons (the machine will not close without one). */
export function CloseIssueDialog({ issue, onOpenChange }: Props) {
  return (
    <Dialog open={issue !== null} onOpenChange={(_, d) => onOpenChange(d.open)}>
      <DialogSurface>{issue ? <CloseForm issue={issue} onDone={() => onOpenChange(false)} /> : null}</DialogSurface>
    </Dialog>
  );
}

function CloseForm({ issue, onDone }: { issue: Issue; onDone: () => void }) {
  const { t } = useTranslation('issues');
  const { t: te } = useTranslation('errors');
  const reasons = useSettings('reasons');
  const close = useCloseIssue();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError('err_issue_reason_empty');
    try {
      const closed = await close.mutateAsync({ id: issue.id, reasonId: Number(reason) });
      showToast({ intent: 'success', title: t('detail.closed', { name: closed.name }) });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'err_issue_reason_empty' || e.code === 'err_issue_reason_not_found')) setError(e.code);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogBody>
        <DialogTitle>{t('close.title')}</DialogTitle>
        <DialogContent>
          {reasons.data && reasons.data.length === 0 ? <MessageBar intent="warning">{t('close.noReasons')}</MessageBar> : null}
          <Field label={t('close.reason')} required validationState={error ? 'error' : 'none'} validationMessage={error ? te(error) : undefined}>
            <Select
              value={reason}
              onChange={(_, d) => {
                setReason(d.value);
                setError(null);
              }}
            >
              <option value="">{t('close.choose')}</option>
              {(reasons.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={close.isPending} onClick={onDone}>
            {t('close.cancel')}
          </Button>
          <Button appearance="primary" type="submit" disabled={close.isPending} icon={close.isPending ? <Spinner size="tiny" /> : undefined}>
            {t('close.confirm')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
