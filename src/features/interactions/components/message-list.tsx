import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '../../../../contracts/interaction.schema';
import type { Message } from '../../../../contracts/message.schema';
import { storedDelivery } from '../../../../contracts/protocol-client/delivery';
import type { User } from '../../../../contracts/user.schema';
import { MessageBubble, initialsOfName } from '../../../components/message-bubble';
import { staffName } from '../api/list-staff';
import type { OutgoingMessage } from '../../../lib/conversations/outbox';
import { formatMessageTime } from '../../../lib/format';

const useStyles = makeStyles({
  wrap: { position: 'relative', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
  scroller: {
    flex: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
  },
  system: { alignSelf: 'center', color: tokens.colorNeutralForeground3, textAlign: 'center' },
  pill: { position: 'absolute', bottom: tokens.spacingVerticalM, left: '50%', transform: 'translateX(-50%)', boxShadow: tokens.shadow8 },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3 },
});

/** Within this many pixels of the end counts as "at the bottom" (follow new messages). */
const BOTTOM_SLACK_PX = 48;

export interface MessageListProps {
  messages: readonly Message[];
  /** My messages not yet in the conversation feed (Sending or Retry). */
  outgoing: readonly OutgoingMessage[];
  /** How far the customer has read: staff messages up to it show Seen. */
  contactReadSeq: number;
  meId: number;
  staff: readonly User[];
  contactName: string;
  onRetry: (clientId: string) => void;
}

interface Row {
  key: string;
  authorType: Message['author_type'];
  authorUserId: number | null;
  body: string;
  createdAt: string;
  status?: MessageStatus;
  clientId: string | null;
}


function timeOf(iso: string): string {
  return formatMessageTime(iso);
}

/**
 * Server messages in seq order, then my messages not stored yet. A stored staff message is Sent or
 * Seen by the customer's read mark (the rule of contracts/protocol-client), a pending one Sending or Retry.
 */
function rowsOf({ contactReadSeq, messages, outgoing }: MessageListProps): Row[] {
  const stored = new Set<string>();
  const rows: Row[] = messages.map((m) => {
    if (m.client_id) stored.add(m.client_id);
    const staffSide = m.author_type === 'user' || m.author_type === 'bot';
    return {
      key: `s${m.seq}`,
      authorType: m.author_type,
      authorUserId: m.author_user_id,
      body: m.body,
      createdAt: m.created_at,
      status: staffSide ? storedDelivery(m, contactReadSeq) : undefined,
      clientId: m.client_id,
    };
  });
  for (const m of outgoing) {
    if (stored.has(m.clientId)) continue;
    rows.push({ key: `c${m.clientId}`, authorType: 'user', authorUserId: null, body: m.body, createdAt: m.createdAt, status: m.status, clientId: m.clientId });
  }
  return rows;
}

/** The conversation's messages; follows new ones unless the agent scrolled up (then a "new messages" pill). */
export function MessageList(props: MessageListProps) {
  const { meId, staff, contactName, onRetry } = props;
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseenBelow, setUnseenBelow] = useState(false);
  const rows = rowsOf(props);
  const count = rows.length;

  const scrollToEnd = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseenBelow(false);
  };

  useLayoutEffect(() => {
    if (count === 0) return;
    if (atBottom.current) scrollToEnd();
    else setUnseenBelow(true);
  }, [count]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseenBelow(false);
  };

  const authorName = (row: Row): string => {
    if (row.authorType === 'contact') return contactName;
    if (row.authorType === 'system') return t('messages.system');
    if (row.authorUserId === null || row.authorUserId === meId) return row.authorType === 'bot' ? t('bubble.bot') : t('messages.you');
    const user = staff.find((u) => u.id === row.authorUserId);
    return user ? staffName(user) : row.authorType === 'bot' ? t('bubble.bot') : t('messages.you');
  };

  return (
    <div className={styles.wrap}>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} role="log" aria-label={t('messages.label')} aria-live="polite">
        {count === 0 ? <Text className={styles.empty}>{t('messages.empty')}</Text> : null}
        {rows.map((row) => {
          if (row.authorType === 'system')
            return (
              <Text key={row.key} size={200} className={styles.system}>
                {row.body}
              </Text>
            );
          const name = authorName(row);
          const clientId = row.clientId;
          return (
            <MessageBubble
              key={row.key}
              type={row.authorType === 'bot' ? 'chatbot' : 'iva'}
              form={row.authorType === 'contact' ? 'them' : 'you'}
              text={row.body}
              time={timeOf(row.createdAt)}
              avatar={row.authorType === 'bot' ? '' : initialsOfName(name)}
              username={name}
              status={row.status}
              is_bot={row.authorType === 'bot'}
              onRetry={row.status === 'retry' && clientId ? () => onRetry(clientId) : undefined}
            />
          );
        })}
      </div>
      {unseenBelow ? (
        <Button className={styles.pill} shape="circular" appearance="primary" icon={<ArrowDownRegular />} onClick={scrollToEnd}>
          {t('messages.newMessages')}
        </Button>
      ) : null}
    </div>
  );
}
