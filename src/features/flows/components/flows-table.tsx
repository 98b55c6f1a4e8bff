import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, FlowchartRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FlowSummary } from '../../../../contracts/flow.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLinkNavigate } from '../../../lib/link-click';
import { showToast } from '../../../lib/toasts';
import { useDeleteFlow } from '../api/delete-flow';
import { FlowDialog } from './flow-dialog';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  date: { whiteSpace: 'nowrap' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { whiteSpace: 'nowrap', width: '130px' },
});

/** Spec §2 flow list: title, status, accuracy rate, usage count, tags, created at, last updated. */
export function FlowsTable({ flows, canEdit }: { flows: FlowSummary[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const remove = useDeleteFlow();
  const go = useLinkNavigate();
  const [editing, setEditing] = useState<FlowSummary>();
  const [deleting, setDeleting] = useState<FlowSummary>();
  return (
    <div className={styles.scroll}>
      <Table aria-label={t('list.label')} size="small">
        <TableHeader>
          <TableRow>
            {(['title', 'status', 'accuracy', 'usage', 'tags', 'created_at', 'updated_at'] as const).map((c) => (
              <TableHeaderCell key={c}>{t(`list.columns.${c}`)}</TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.actions}>{t('list.columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {flows.map((f) => (
            <TableRow key={f.id}>
              <TableCell>
                <Link to={`/settings/flow/${f.id}`}>{f.title}</Link>
              </TableCell>
              <TableCell>
                <Badge appearance="tint" color={f.status === 'published' ? 'success' : 'informative'}>
                  {t(`status.${f.status}`)}
                </Badge>
              </TableCell>
              <TableCell>{f.accuracy === null ? t('list.noRuns') : formatNumber(f.accuracy, undefined, { style: 'percent', maximumFractionDigits: 1 })}</TableCell>
              <TableCell>{formatNumber(f.usage_count)}</TableCell>
              <TableCell>
                <span className={styles.tags}>
                  {f.tags.map((tag) => (
                    <Badge key={tag} appearance="outline">
                      {tag}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell className={styles.date}>{formatDateTime(f.created_at)}</TableCell>
              <TableCell className={styles.date}>{formatDateTime(f.updated_at)}</TableCell>
              <TableCell className={styles.actions}>
                <Tooltip content={t('list.open', { title: f.title })} relationship="label">
                  <Button as="a" href={`/settings/flow/${f.id}`} onClick={go(`/settings/flow/${f.id}`)} appearance="subtle" icon={<FlowchartRegular />} />
                </Tooltip>
                {canEdit ? (
                  <>
                    <Tooltip content={t('list.settings', { title: f.title })} relationship="label">
                      <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(f)} />
                    </Tooltip>
                    <Tooltip content={t('list.delete', { title: f.title })} relationship="label">
                      <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(f)} />
                    </Tooltip>
                  </>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FlowDialog open={!!editing} onOpenChange={(open) => open || setEditing(undefined)} flow={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => open || setDeleting(undefined)}
        title={t('list.deleteTitle')}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.id);
          showToast({ intent: 'success', title: t('list.deleted', { title: deleting!.title }) });
        }}
      >
        {deleting ? t('list.deleteBody', { title: deleting.title }) : null}
      </ConfirmDialog>
    </div>
  );
}
