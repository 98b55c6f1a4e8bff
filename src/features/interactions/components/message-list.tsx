import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons';
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { Virtuoso, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso';
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '../../../../contracts/interaction.schema';
import type { DeliveryStatus, Message, MessageAttachment, MessageNote } from '../../../../contracts/message.schema';
import { storedDelivery } from '../../../../contracts/protocol-client/delivery';
import { isErrorCode } from '../../../../contracts/errors';
import type { Colleague } from '../../../../contracts/user.schema';
import { MessageBubble, initialsOfName } from '../../../components/message-bubble';
import { staffName } from '../api/list-staff';
import type { OutgoingMessage } from '../../../lib/conversations/outbox';
import { formatMessageTime } from '../../../lib/format';
import { AttachmentLinks } from './attachment-links';
import { SystemNote } from '../../../components/system-note';

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
  virtual: { flex: 1, minHeight: 0 },
  // Each row's own padding: a virtual list has no flex gap between rows.
  row: { display: 'flex', flexDirection: 'column', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
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
  staff: readonly Colleague[];
  contactName: string;
  onRetry: (clientId: string) => void;
  /** Delivery moves of messages sent through a provider, heard since they were loaded. */
  deliveries?: Readonly<Record<number, { status: DeliveryStatus; error?: string }>>;
  /** Sends again a message the provider refused (its Retry). */
  onResend?: (messageId: number) => void;
  /** What a channel shows under a stored message (an e-mail's quoted text and original). */
  extraOf?: (messageId: number) => ReactNode;
}

interface Row {
  key: string;
  authorType: Message['author_type'];
  authorUserId: number | null;
  body: string;
  createdAt: string;
  status?: MessageStatus;
  clientId: string | null;
  /** A stored message's id, for a provider resend. */
  messageId?: number;
  /** A provider refused it, with this catalogue code. */
  providerFailed?: boolean;
  providerError?: string;
  attachments?: readonly MessageAttachment[];
  note?: MessageNote;
}

/** A provider's delivery as the bubble shows it: failed is Retry. */
const PROVIDER_STATUS: Record<DeliveryStatus, MessageStatus> = { sending: 'sending', sent: 'sent', seen: 'seen', failed: 'retry' };

function timeOf(iso: string): string {
  return formatMessageTime(iso);
}

/**
 * Server messages in seq order, then my messages not stored yet. A stored staff message is Sent or
 * Seen by the customer's read mark (the rule of contracts/protocol-client), a pending one Sending or Retry.
 */
function rowsOf({ contactReadSeq, messages, outgoing, deliveries = {} }: MessageListProps): Row[] {
  const stored = new Set<string>();
  const rows: Row[] = messages.map((m) => {
    if (m.client_id) stored.add(m.client_id);
    const staffSide = m.author_type === 'user' || m.author_type === 'bot';
    // Sent through a provider: its own status (sent, seen, failed), the newest heard first.
    const provider = deliveries[m.id] ?? (m.delivery_status ? { status: m.delivery_status, error: m.delivery_error } : undefined);
    return {
      key: `s${m.seq}`,
      authorType: m.author_type,
      authorUserId: m.author_user_id,
      body: m.body,
      createdAt: m.created_at,
      status: provider ? PROVIDER_STATUS[provider.status] : staffSide ? storedDelivery(m, contactReadSeq) : undefined,
      clientId: m.client_id,
      messageId: m.id,
      providerFailed: provider?.status === 'failed',
      providerError: provider?.status === 'failed' ? provider.error : undefined,
      attachments: m.attachments,
      note: m.note,
    };
  });
  for (const m of outgoing) {
    if (stored.has(m.clientId)) continue;
    rows.push({
      key: `c${m.clientId}`,
      authorType: 'user',
      authorUserId: null,
      body: m.body,
      createdAt: m.createdAt,
      status: m.status,
      clientId: m.clientId,
      attachments: m.files,
    });
  }
  return rows;
}

/** The scroller Virtuoso renders: the conversation's log for assistive technology. */
const LogScroller = forwardRef<HTMLDivElement, ScrollerProps & { context?: { label: string } }>(function LogScroller({ context, ...props }, ref) {
  return <div {...props} ref={ref} role="log" aria-label={context?.label} aria-live="polite" />;
});
const COMPONENTS = { Scroller: LogScroller };
const OVERSCAN = { top: 1_000, bottom: 400 };

/**
 * The conversation's messages, virtualised (rows of any height): only those near the view are in
 * the page. Follows new ones while the agent is at the bottom; scrolled up, a "new messages" pill.
 */
export function MessageList(props: MessageListProps) {
  const { meId, staff, contactName, onRetry, onResend, extraOf } = props;
  const styles = useStyles();
  const { t } = useTranslation(['interactions', 'errors']);
  const list = useRef<VirtuosoHandle>(null);
  const atBottom = useRef(true);
  const [unseenBelow, setUnseenBelow] = useState(false);
  const rows = rowsOf(props);
  const count = rows.length;
  const label = t('messages.label');

  useEffect(() => {
    if (count > 0 && !atBottom.current) setUnseenBelow(true);
  }, [count]);

  const scrollToEnd = () => {
    list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
    setUnseenBelow(false);
  };

  const authorName = (row: Row): string => {
    if (row.authorType === 'contact') return contactName;
    if (row.authorType === 'system') return t('messages.system');
    if (row.authorUserId === null || row.authorUserId === meId) return row.authorType === 'bot' ? t('bubble.bot') : t('messages.you');
    const user = staff.find((u) => u.id === row.authorUserId);
    return user ? staffName(user) : row.authorType === 'bot' ? t('bubble.bot') : t('messages.you');
  };

  const renderRow = (row: Row) => {
    if (row.authorType === 'system')
      return (
        <Text size={200} className={styles.system}>
          <SystemNote body={row.body} note={row.note} />
        </Text>
      );
    const name = authorName(row);
    const clientId = row.clientId;
    const messageId = row.messageId;
    // A provider's refusal is sent again by the server (resend); an unstored message by the outbox.
    const resendIt = row.providerFailed && messageId && onResend ? () => onResend(messageId) : undefined;
    const retry = row.providerFailed ? resendIt : clientId ? () => onRetry(clientId) : undefined;
    return (
      <>
        <MessageBubble
          type={row.authorType === 'bot' ? 'chatbot' : 'iva'}
          form={row.authorType === 'contact' ? 'them' : 'you'}
          text={row.body}
          time={timeOf(row.createdAt)}
          avatar={row.authorType === 'bot' ? '' : initialsOfName(name)}
          username={name}
          status={row.status}
          is_bot={row.authorType === 'bot'}
          onRetry={row.status === 'retry' ? retry : undefined}
          statusNote={row.providerFailed ? t(`errors:${isErrorCode(row.providerError) ? row.providerError : 'err_channel_connect_failed'}`) : undefined}
        />
        {row.attachments?.length ? <AttachmentLinks items={row.attachments} mine={row.authorType !== 'contact'} /> : null}
        {messageId !== undefined ? extraOf?.(messageId) : null}
      </>
    );
  };

  return (
    <div className={styles.wrap}>
      {count === 0 ? (
        <div className={styles.scroller} role="log" aria-label={label} aria-live="polite">
          <Text className={styles.empty}>{t('messages.empty')}</Text>
        </div>
      ) : (
        <Virtuoso
          ref={list}
          className={styles.virtual}
          data={rows}
          context={{ label }}
          components={COMPONENTS}
          computeItemKey={(_index, row) => row.key}
          initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
          followOutput={(bottom) => (bottom ? 'auto' : false)}
          atBottomThreshold={BOTTOM_SLACK_PX}
          // Rows kept beyond the view: scrolling up through recent history never shows a blank.
          increaseViewportBy={OVERSCAN}
          atBottomStateChange={(bottom) => {
            atBottom.current = bottom;
            if (bottom) setUnseenBelow(false);
          }}
          itemContent={(_index, row) => <div className={styles.row}>{renderRow(row)}</div>}
        />
      )}
      {unseenBelow ? (
        <Button className={styles.pill} shape="circular" appearance="primary" icon={<ArrowDownRegular />} onClick={scrollToEnd}>
          {t('messages.newMessages')}
        </Button>
      ) : null}
    </div>
  );
}
