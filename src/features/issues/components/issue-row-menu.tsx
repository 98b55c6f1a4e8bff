import { ArrowUndoRegular, CheckmarkCircleRegular, DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../../contracts/issue.schema';
import type { ContextMenuItem } from '../../../components/context-menu';
import { useRowContextMenu } from '../../../components/row-context-menu';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { showToast } from '../../../lib/toasts';
import { useReopenIssue } from '../api/reopen-issue';
import { issueActions } from '../lib/issue-actions';
import type { IssueIntent } from './issue-drawer';

/**
 * An issue row's menu: open, and what the detail itself would offer for this issue now (the issue
 * machine's state narrowed by the user's permissions); edit, close and delete open the detail
 * with that dialog.
 */
export function useIssueRowMenu(open: (issue: Issue, intent: IssueIntent | null) => void) {
  const { t } = useTranslation('issues');
  const { me } = useCurrentUser();
  const reopen = useReopenIssue();
  const itemsFor = (issue: Issue): ContextMenuItem[] => {
    const allowed = issueActions(issue, (p) => can(me, p));
    const items: ContextMenuItem[] = [{ key: 'open', label: t('rowMenu.open'), icon: <OpenRegular />, onSelect: () => open(issue, null) }];
    if (allowed.edit) items.push({ key: 'edit', label: t('rowMenu.edit'), icon: <EditRegular />, onSelect: () => open(issue, 'edit') });
    if (allowed.close) items.push({ key: 'close', label: t('rowMenu.close'), icon: <CheckmarkCircleRegular />, onSelect: () => open(issue, 'close') });
    if (allowed.reopen)
      items.push({
        key: 'reopen',
        label: t('rowMenu.reopen'),
        icon: <ArrowUndoRegular />,
        onSelect: () => void reopen.mutateAsync(issue.id).then((done) => showToast({ intent: 'success', title: t('detail.reopened', { name: done.name }) })),
      });
    if (allowed.delete) items.push({ key: 'delete', label: t('rowMenu.delete'), icon: <DeleteRegular />, onSelect: () => open(issue, 'delete') });
    return items;
  };
  return useRowContextMenu(itemsFor, (issue) => t('rowMenu.label', { name: issue.name }));
}
