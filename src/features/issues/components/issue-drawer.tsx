import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, MessageBar, OverlayDrawer, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkCircleRegular, DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '../../../../contracts/issue.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useDeleteIssue } from '../api/delete-issue';
import { useIssue } from '../api/get-issue';
import { useReopenIssue } from '../api/reopen-issue';
import { issueActions } from '../lib/issue-actions';
import { AttachmentsList } from './attachments-list';
import { CloseIssueDialog } from './close-issue-dialog';
import { CommentsThread } from './comments-thread';
import { IssueFields } from './issue-fields';
import { LazyIssueFormDialog } from './lazy-issue-form';

const useStyles = makeStyles({
  drawer: { width: 'min(640px, 100vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** What a row's context menu asked for: the drawer opens with that dialog. */
export type IssueIntent = 'edit' | 'close' | 'delete';

interface Props {
  issueId: number | null;
  onClose: () => void;
  intent?: IssueIntent | null;
}

/** The detail panel of one issue: its fields, what may be done with it now, comments and attachments. */
export function IssueDrawer({ issueId, onClose, intent = null }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const issue = useIssue(issueId);
  let body;
  if (issue.isPending) body = <Spinner size="small" />;
  else if (issue.isError) body = <EmptyState onRetry={() => void issue.refetch()} />;
  else body = <IssueDetailBody key={`${issue.data.id}:${intent}`} issue={issue.data} onDeleted={onClose} intent={intent} />;
  return (
    <OverlayDrawer className={styles.drawer} position="end" open={issueId !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('detail.closeDrawer')} icon={<DismissRegular />} onClick={onClose} />}>
          {issue.data ? `${t('detail.title', { id: issue.data.id })} · ${issue.data.name}` : t('title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>{body}</DrawerBody>
    </OverlayDrawer>
  );
}

export function IssueDetailBody({ issue, onDeleted, intent = null }: { issue: IssueDetail; onDeleted: () => void; intent?: IssueIntent | null }) {
  const styles = useStyles();
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const reopen = useReopenIssue();
  const remove = useDeleteIssue();
  // What the machine allows in this state, narrowed by the user's permissions.
  const allowed = issueActions(issue, (p) => can(me, p));
  const [dialog, setDialog] = useState<IssueIntent | null>(intent && allowed[intent] ? intent : null);

  return (
    <>
      {issue.deleted_at ? <MessageBar intent="warning">{t('detail.isDeleted')}</MessageBar> : null}
      <div className={styles.actions}>
        {allowed.edit ? (
          <Button icon={<EditRegular />} onClick={() => setDialog('edit')}>
            {t('detail.edit')}
          </Button>
        ) : null}
        {allowed.close ? (
          <Button appearance="primary" icon={<CheckmarkCircleRegular />} onClick={() => setDialog('close')}>
            {t('detail.close')}
          </Button>
        ) : null}
        {allowed.reopen ? (
          <Button
            icon={<ArrowUndoRegular />}
            disabled={reopen.isPending}
            onClick={async () => {
              const done = await reopen.mutateAsync(issue.id);
              showToast({ intent: 'success', title: t('detail.reopened', { name: done.name }) });
            }}
          >
            {t('detail.reopen')}
          </Button>
        ) : null}
        {allowed.delete ? (
          <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
            {t('detail.delete')}
          </Button>
        ) : null}
      </div>
      <IssueFields issue={issue} />
      {issue.description ? <Text className={styles.description}>{issue.description}</Text> : null}
      <CommentsThread issueId={issue.id} comments={issue.comments} canComment={allowed.comment} />
      <AttachmentsList issueId={issue.id} attachments={issue.attachments} canAttach={allowed.attach} />
      <Suspense fallback={null}>
        {dialog === 'edit' ? <LazyIssueFormDialog open onOpenChange={(open) => setDialog(open ? 'edit' : null)} issue={issue} /> : null}
      </Suspense>
      <CloseIssueDialog issue={dialog === 'close' ? issue : null} onOpenChange={(open) => !open && setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('detail.deleteTitle')}
        onConfirm={async () => {
          await remove.mutateAsync(issue.id);
          showToast({ intent: 'success', title: t('detail.deleted', { name: issue.name }) });
          onDeleted();
        }}
      >
        {t('detail.deleteBody', { name: issue.name })}
      </ConfirmDialog>
    </>
  );
}
