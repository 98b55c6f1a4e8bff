import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { useInteraction } from '../../../lib/api/interactions';
import type { Escalate } from '../../../lib/conversations/interaction-lifecycle';
import { useConversationSlice, useOpenConversation } from '../../../lib/conversations/use-conversation';
import { useCurrentUser } from '../../../lib/current-user';
import { describeError } from '../../../lib/error-message';
import { http } from '../../../lib/http';
import { useConnectionStatus } from '../../../lib/realtime/realtime-provider';
import { staffName, useStaff } from '../api/list-staff';
import { postInteractionEvent } from '../api/post-interaction-event';
import { useResendMessage } from '../api/resend-message';
import { contactLabel } from '../hooks/contact-label';
import { messengerWindowClosed } from '../hooks/messenger-window';
import { useMayWrite } from '../hooks/may-write';
import { useReadMarks } from '../hooks/use-read-marks';
import { useTypingReporter } from '../hooks/use-typing';
import { applyInteractionMessage } from '../realtime/interaction-event-table';
import { Composer } from './composer';
import { ConversationActions } from './conversation-actions';
import { ConversationHeader } from './conversation-header';
import { BotHandoverNote } from './bot-handover-note';
import { MessageList } from './message-list';
import { EmailExtras } from './email-extras';
import { useEmailParts } from '../api/list-email-parts';
import { NoticeBar } from './notice-bar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' },
  typing: { minHeight: tokens.lineHeightBase300, padding: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  center: { margin: 'auto', padding: tokens.spacingVerticalXXL },
});

export interface ConversationPaneProps {
  interactionId: number;
  onOpenContact?: () => void;
}

/** The conversation: header and actions, messages (resync, then live), typing, composer. */
export function ConversationPane({ interactionId, onOpenContact }: ConversationPaneProps) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const { t: tc } = useTranslation();
  const query = useInteraction(interactionId);

  if (query.isPending) return <Spinner className={styles.center} label={tc('loading')} />;
  if (query.isError) return <Text className={styles.center}>{t('live.notFound')}</Text>;
  return <Conversation key={interactionId} summary={query.data} onOpenContact={onOpenContact} />;
}

function Conversation({ summary, onOpenContact }: { summary: InteractionSummary; onOpenContact?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const { t: te } = useTranslation('errors');
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  const staff = useStaff();
  const status = useConnectionStatus();
  const id = summary.id;
  const name = contactLabel(summary, t);

  const escalationError = useRef<string | null>(null);
  const escalate = useCallback<Escalate>(
    async ({ toUserId }) => {
      escalationError.current = null;
      try {
        const next = await postInteractionEvent(id, { type: 'interaction.escalate', userId: toUserId }, http, { silent: true });
        applyInteractionMessage(queryClient, { type: 'interaction.changed', interaction: next }, { meId: me.ID });
      } catch (error) {
        escalationError.current = describeError(error);
        throw error;
      }
    },
    [id, queryClient, me.ID],
  );
  // The conversation's store: messages, outbox, read marks, typing and lifecycle (one per conversation).
  const store = useOpenConversation(id);
  useEffect(() => store.provideEscalate(escalate), [store, escalate]);
  useEffect(() => store.sync(summary), [store, summary]);
  const actor = useConversationSlice(store, (s) => s.lifecycle) ?? store.lifecycleFor(summary);
  const messages = useConversationSlice(store, (s) => s.messages);
  const outgoing = useConversationSlice(store, (s) => s.outgoing);
  const contactReadSeq = useConversationSlice(store, (s) => s.contactReadSeq);
  const deliveries = useConversationSlice(store, (s) => s.deliveries);
  const resend = useResendMessage();
  const contiguousSeq = useConversationSlice(store, (s) => s.contiguousSeq);
  const typing = useConversationSlice(store, (s) => (s.customerTyping ? 'customer' : s.colleagueTyping ? 'colleague' : null));
  const reportTyping = useTypingReporter(id);
  useReadMarks(store, contiguousSeq);

  const closed = summary.status === 'closed';
  const emailParts = useEmailParts(id, messages.length, summary.channel_type === 'email');
  const partsOf = new Map((emailParts.data ?? []).map((p) => [p.message_id, p]));
  const extraOf = partsOf.size
    ? (messageId: number) => {
        const p = partsOf.get(messageId);
        return p ? <EmailExtras parts={p} /> : null;
      }
    : undefined;
  // Messenger refuses replies 7 days after the customer's last message: the composer says so.
  const windowClosed = messengerWindowClosed(summary, messages, contiguousSeq);
  // Someone else holds it: only they or a supervisor may write (the server refuses the rest).
  const mayWrite = useMayWrite(summary);
  const holder = staff.find((u) => u.id === summary.owner_user_id);
  return (
    <div className={styles.root}>
      <ConversationHeader
        summary={summary}
        contactName={name}
        onOpenContact={onOpenContact}
        actions={
          <ConversationActions actor={actor} interactionId={id} contactName={name} subject={summary.subject} lastEscalationError={() => escalationError.current} />
        }
      />
      {status !== 'connected' ? <NoticeBar intent="warning">{t('messages.reconnecting')}</NoticeBar> : null}
      <BotHandoverNote summary={summary} />
      <MessageList
        messages={messages}
        outgoing={outgoing}
        contactReadSeq={Math.max(contactReadSeq, summary.contact_read_seq)}
        meId={me.ID}
        staff={staff}
        contactName={name}
        onRetry={(clientId) => store.retry(clientId)}
        extraOf={extraOf}
        deliveries={deliveries}
        onResend={(messageId) => resend.mutate({ interactionId: id, messageId })}
      />
      <div className={styles.typing} aria-live="polite">
        {typing === 'customer' ? t('messages.customerTyping') : typing === 'colleague' ? t('messages.colleagueTyping') : ''}
      </div>
      {windowClosed ? <NoticeBar intent="warning">{te('err_channel_window_closed')}</NoticeBar> : null}
      {!closed && !mayWrite ? <NoticeBar intent="warning">{t('messages.heldByOther', { name: holder ? staffName(holder) : '' })}</NoticeBar> : null}
      <Composer
        interactionId={id}
        disabled={closed || windowClosed || !mayWrite}
        onSend={(body, files) => store.send(body, files)}
        onActivity={reportTyping}
        withFiles={summary.channel_type === 'email'}
      />
    </div>
  );
}
