import { Button, Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomApi } from '../../../../contracts/custom-api.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useDeleteCustomApi } from '../api/delete-custom-api';
import { useSetCustomApiStatus } from '../api/set-custom-api-status';
import { useTestCustomApi } from '../api/test-custom-api';
import { CustomApiDialog } from './custom-api-dialog';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  url: { fontFamily: 'monospace', overflowWrap: 'anywhere' },
  date: { whiteSpace: 'nowrap' },
  actions: { whiteSpace: 'nowrap', width: '130px' },
});

/** Custom API endpoints: name, method and address, active switch, last change; editors edit, try and delete. */
export function CustomApisTable({ apis, canEdit }: { apis: CustomApi[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const remove = useDeleteCustomApi();
  const setStatus = useSetCustomApiStatus();
  const tryIt = useTestCustomApi();
  const [editing, setEditing] = useState<CustomApi>();
  const [deleting, setDeleting] = useState<CustomApi>();
  const test = async (api: CustomApi) => {
    const r = await tryIt.mutateAsync({ id: api.id, vars: {} });
    if (r.ok)
      showToast({
        intent: 'success',
        title: t('api.testOk', {
          status: r.status,
          fields:
            Object.entries(r.vars)
              .map(([k, v]) => `${k}=${v}`)
              .join(', ') || '—',
        }),
      });
    else showToast({ intent: 'error', title: t('api.testFailed', { reason: t(`api.reasons.${r.error ?? 'network'}`) }) });
  };
  return (
    <div className={styles.scroll}>
      <Table aria-label={t('api.label')} size="small">
        <TableHeader>
          <TableRow>
            {(['name', 'endpoint', 'status', 'updated_at'] as const).map((c) => (
              <TableHeaderCell key={c}>{t(`api.columns.${c}`)}</TableHeaderCell>
            ))}
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('api.columns.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {apis.map((api) => (
            <TableRow key={api.id}>
              <TableCell>{api.name}</TableCell>
              <TableCell className={styles.url}>
                {api.method} {api.url}
              </TableCell>
              <TableCell>
                <Switch
                  label={t(`api.status.${api.status}`)}
                  checked={api.status === 'active'}
                  disabled={!canEdit}
                  onChange={(_, d) => void setStatus.mutateAsync({ id: api.id, status: d.checked ? 'active' : 'inactive' })}
                />
              </TableCell>
              <TableCell className={styles.date}>{formatDateTime(api.updated_at)}</TableCell>
              {canEdit ? (
                <TableCell className={styles.actions}>
                  <Tooltip content={t('api.test', { name: api.name })} relationship="label">
                    <Button appearance="subtle" icon={<PlayRegular />} onClick={() => void test(api)} />
                  </Tooltip>
                  <Tooltip content={t('api.edit', { name: api.name })} relationship="label">
                    <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(api)} />
                  </Tooltip>
                  <Tooltip content={t('api.delete', { name: api.name })} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(api)} />
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CustomApiDialog open={!!editing} onOpenChange={(open) => open || setEditing(undefined)} api={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => open || setDeleting(undefined)}
        title={t('api.deleteTitle')}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          showToast({ intent: 'success', title: t('api.deleted', { name: deleting!.name }) });
        }}
      >
        {deleting ? t('api.deleteBody', { name: deleting.name }) : null}
      </ConfirmDialog>
    </div>
  );
}
