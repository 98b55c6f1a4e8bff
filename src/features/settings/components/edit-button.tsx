import { Button, Tooltip } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';

/** A row's edit action: an icon button named by its tooltip. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={<EditRegular />} onClick={onClick} />
    </Tooltip>
  );
}
