import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, type PendingCompany } from '../../../../contracts/onboarding.schema';
import { showToast } from '../../../lib/toasts';
import { useRejectCompany } from '../api/reject-company';

/** Asks for the rejection's reason (required: the requester reads it and corrects the request). */
export function RejectDialog({ company, onClose }: { company: PendingCompany; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reject = useRejectCompany();
  const empty = !reason.trim();

  const confirm = () => {
    setTried(true);
    if (empty) return;
    reject.mutateAsync({ id: company.id, reason: reason.trim() }).then(
      () => {
        showToast({ intent: 'success', title: t('rejected', { name: company.name }) });
        onClose();
      },
      () => {}, // the HTTP client's toast tells why
    );
  };

  return (
    <Dialog open onOpenChange={(_, data) => data.open || reject.isPending || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('rejectDialog.title', { name: company.name })}</DialogTitle>
          <DialogContent>
            <Field
              label={t('rejectDialog.reason')}
              hint={t('rejectDialog.reasonHelp')}
              required
              validationState={tried && empty ? 'error' : 'none'}
              validationMessage={tried && empty ? t('common:validation.required') : undefined}
            >
              <Textarea value={reason} maxLength={REJECTION_REASON_MAX} onChange={(_, data) => setReason(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={reject.isPending} onClick={onClose}>
              {t('rejectDialog.cancel')}
            </Button>
            <Button appearance="primary" disabled={reject.isPending} onClick={confirm}>
              {t('rejectDialog.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
