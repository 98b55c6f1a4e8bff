import { Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyListText, EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { useLinkNavigate } from '../../../lib/link-click';
import { useInteractions, type InteractionScope } from '../../../lib/api/interactions';
import { contactLabel } from '../hooks/contact-label';
import { unreadOf } from '../realtime/interaction-event-table';
import { conversationPath } from '../realtime/interactions-realtime-effect';
import { CallDuration } from './call-duration';
import { ChannelIcon } from './channel-icon';
import { useConversationRowMenu } from './conversation-row-menu';
import { StageBadge } from './stage-badge';
import { TakeButton } from './take-button';
import { UnreadBadge } from './unread-badge';
import { WaitingTime } from './waiting-time';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    flex: 1,
    minWidth: 0,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  row: { display: 'flex', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  take: { paddingRight: tokens.spacingHorizontalM },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  middle: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  facts: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', color: tokens.colorNeutralForeground3 },
  end: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: tokens.spacingVerticalXS },
});

/** The live page's left column: open conversations, the selected one highlighted. */
export function CompactList({ scope, selectedId }: { scope: InteractionScope; selectedId: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const { t: tc } = useTranslation();
  const { me } = useCurrentUser();
  const go = useLinkNavigate();
  const rowMenu = useConversationRowMenu();
  const query = useInteractions({ status: 'open', scope, page: 1, size: 100 });
  if (query.isPending) return <Spinner size="small" label={tc('loading')} />;
  if (query.isError) return <EmptyState onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyListText />;
  return (
    <>
      <ul className={styles.list} aria-label={t('list.label')}>
        {query.data.items.map((item) => {
          const name = contactLabel(item, t);
          const to = conversationPath(item.id);
          const selected = item.id === selectedId;
          return (
            <li key={item.id} className={styles.row} {...rowMenu.rowProps(item)}>
              <a
                href={to}
                onClick={go(to)}
                className={mergeClasses(styles.item, selected && styles.selected)}
                aria-current={selected ? 'page' : undefined}
                data-interaction-id={item.id}
              >
                <ChannelIcon type={item.channel_type} />
                <span className={styles.middle}>
                  <Text weight="semibold" className={styles.name}>
                    {name}
                  </Text>
                  <span className={styles.facts}>
                    <StageBadge summary={item} />
                    <Text size={200}>
                      {item.call && !['queued', 'ringing'].includes(item.call.state) ? <CallDuration call={item.call} /> : <WaitingTime since={item.created_at} />}
                    </Text>
                  </span>
                </span>
                <span className={styles.end}>
                  <UnreadBadge count={unreadOf(item, me.ID)} />
                </span>
              </a>
              {item.can.includes('canAssign') ? (
                <span className={styles.take}>
                  <TakeButton id={item.id} name={name} compact />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {rowMenu.menu}
    </>
  );
}
