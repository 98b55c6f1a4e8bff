import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InteractionListItem } from '../../../../contracts/interaction.schema';
import { useCurrentUser } from '../../../lib/current-user';
import { useLinkNavigate } from '../../../lib/link-click';
import { staffName, useStaff } from '../api/list-staff';
import { contactLabel } from '../hooks/contact-label';
import { unreadOf } from '../realtime/interaction-event-table';
import { conversationPath } from '../realtime/interactions-realtime-effect';
import { ChannelIcon } from './channel-icon';
import { StageBadge } from './stage-badge';
import { TakeButton } from './take-button';
import { UnreadBadge } from './unread-badge';
import { WaitingTime } from './waiting-time';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  link: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, textDecorationLine: 'none' },
  unassigned: { color: tokens.colorNeutralForeground3 },
});

/** The open list (spec §2 /interacts): a row per conversation; clicking it opens the conversation. */
export function InteractionsTable({ items, label }: { items: InteractionListItem[]; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const { me } = useCurrentUser();
  const staff = useStaff();
  const navigate = useNavigate();
  const go = useLinkNavigate();
  const ownerName = (id: number | null) => {
    const user = id === null ? undefined : staff.find((u) => u.id === id);
    return user ? staffName(user) : null;
  };

  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.columns.channel')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.contact')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.stage')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.owner')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.waiting')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.unread')}</TableHeaderCell>
          <TableHeaderCell>{t('list.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const name = contactLabel(item, t);
          const to = conversationPath(item.id);
          const owner = ownerName(item.owner_user_id);
          return (
            <TableRow key={item.id} className={styles.row} data-interaction-id={item.id} onClick={() => void navigate(to)}>
              <TableCell>
                <ChannelIcon type={item.channel_type} />
              </TableCell>
              <TableCell>
                <a className={styles.link} href={to} onClick={(event) => (event.stopPropagation(), go(to)(event))} aria-label={t('list.open', { name })}>
                  {name}
                </a>
              </TableCell>
              <TableCell>
                <StageBadge summary={item} />
              </TableCell>
              <TableCell>{owner ?? <span className={styles.unassigned}>{t('list.unassigned')}</span>}</TableCell>
              <TableCell>
                <WaitingTime since={item.created_at} />
              </TableCell>
              <TableCell>
                <UnreadBadge count={unreadOf(item, me.ID)} />
              </TableCell>
              <TableCell>{item.can.includes('canAssign') ? <TakeButton id={item.id} name={name} /> : null}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
