import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../contracts/message.schema';
import { EmptyState } from '../../../components/empty-state';
import { MessageBubble, initialsOfName } from '../../../components/message-bubble';
import { SystemNote } from '../../../components/system-note';
import { useTranscript } from '../../../lib/api/interactions';
import { formatDateTime } from '../../../lib/format';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  system: { alignSelf: 'center', color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

interface TranscriptProps {
  interactionId: number;
  /** The customer's name as the detail shows it. */
  contactName: string;
  names: Map<number, string>;
}

/** The whole conversation, oldest first, in the shared chat bubbles; staff and bots on our side. */
export function Transcript({ interactionId, contactName, names }: TranscriptProps) {
  const styles = useStyles();
  const { t } = useTranslation(['history', 'common']);
  const query = useTranscript(interactionId);

  if (query.isPending) return <Spinner size="small" label={t('common:loading')} />;
  if (query.isError) return <EmptyState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Text italic>{t('transcript.empty')}</Text>;

  const author = (message: Message) => {
    if (message.author_type === 'contact') return contactName;
    if (message.author_type === 'bot') return t('transcript.bot');
    return (message.author_user_id !== null ? names.get(message.author_user_id) : undefined) ?? t('transcript.staff');
  };

  return (
    <ol className={styles.list} aria-label={t('transcript.title')}>
      {query.data.map((message) => {
        const time = formatDateTime(message.created_at);
        if (message.author_type === 'system')
          return (
            <li key={message.seq} className={styles.system}>
              <Text size={200}>
                <SystemNote body={message.body} note={message.note} /> · {time}
              </Text>
            </li>
          );
        const name = author(message);
        return (
          <li key={message.seq}>
            <MessageBubble
              type={message.author_type === 'bot' ? 'chatbot' : 'iva'}
              form={message.author_type === 'contact' ? 'them' : 'you'}
              text={message.body}
              time={time}
              avatar={initialsOfName(name)}
              username={name}
              is_bot={message.author_type === 'bot'}
            />
          </li>
        );
      })}
    </ol>
  );
}
