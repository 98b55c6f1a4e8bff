import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteButtonProps {
  /** The button's accessible name and tooltip, e.g. 'Delete the tag “VIP”'. */
  label: string;
  title: string;
  children: ReactNode;
  /** Resolves when deleted; a refusal rejects, the dialog stays open and the central toast says why. */
  onConfirm: () => Promise<unknown>;
}

/** A row's delete action behind the shared 'Зөвшөөрөх' / 'Болих' dialog (spec §9). */
export function DeleteButton({ label, title, children, onConfirm }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setOpen(true)} />
      </Tooltip>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={title} onConfirm={onConfirm}>
        {children}
      </ConfirmDialog>
    </>
  );
}
