import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallLine } from '../../../../contracts/calls.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCallLine } from '../api/call-lines';

/** A line's delete action behind the shared confirm dialog. */
export function DeleteLineButton({ line }: { line: CallLine }) {
  const { t } = useTranslation('calls');
  const remove = useDeleteCallLine();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('center.delete', { number: line.number })} relationship="label">
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setOpen(true)} />
      </Tooltip>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={t('center.deleteTitle')} onConfirm={() => remove.mutateAsync(line.id)}>
        {t('center.deleteBody', { number: line.number })}
      </ConfirmDialog>
    </>
  );
}
