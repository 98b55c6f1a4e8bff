import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useCallLines } from '../api/call-lines';
import { CallLineDialog } from '../components/call-line-dialog';
import { CallsStatus } from '../components/calls-status';
import { DeleteLineButton } from '../components/delete-line-button';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { width: '64px' },
});

/** /settings/call_center: whether calls are on, and the company's lines. */
export default function CallCenterPage() {
  const { t } = useTranslation(['calls', 'menu', 'common', 'settings']);
  const styles = useStyles();
  const { me } = useCurrentUser();
  const canEdit = can(me, 'settings.edit');
  const [adding, setAdding] = useState(false);
  const lines = useCallLines();

  let body;
  if (lines.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (lines.isError) body = <EmptyState onRetry={() => void lines.refetch()} />;
  else if (lines.data.length === 0) body = <EmptyState title={t('center.empty')} />;
  else
    body = (
      <Table aria-label={t('center.label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('center.number')}</TableHeaderCell>
            <TableHeaderCell>{t('center.name')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('settings:actions.column')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.data.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.number}</TableCell>
              <TableCell>{line.name}</TableCell>
              {canEdit ? (
                <TableCell>
                  <DeleteLineButton line={line} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <section className={styles.stack}>
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {t('menu:settings_items.call_center')}
        </Text>
        {canEdit ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            {t('center.add')}
          </Button>
        ) : null}
      </div>
      <CallsStatus />
      <Text as="h2" size={500} weight="semibold">
        {t('center.lines')}
      </Text>
      {body}
      <Text size={200}>{t('center.access_hint')}</Text>
      {canEdit ? <CallLineDialog open={adding} onOpenChange={setAdding} /> : null}
    </section>
  );
}
