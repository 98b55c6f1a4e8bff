// The chat message bubble of spec §3, §4 and §9, shared by live conversations and history.
import { Avatar, Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BotRegular } from '@fluentui/react-icons';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_INITIALS_MAX,
  BUBBLE_MAX_WIDTH,
  BubbleFormSchema,
  BubbleTypeSchema,
  MessageStatusSchema,
  type ChatBubble,
  type MessageStatus,
} from '../../contracts/interaction.schema';
import { linkify } from '../../contracts/protocol-client/linkify';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, width: '100%' },
  you: { flexDirection: 'row-reverse' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  columnYou: { alignItems: 'flex-end' },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  bubble: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
  },
  them: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1 },
  mine: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  link: { color: 'inherit', textDecorationLine: 'underline' },
  status: { fontSize: tokens.fontSizeBase100 },
  retry: {
    minWidth: 'auto',
    height: 'auto',
    padding: 0,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorStatusDangerForeground1,
  },
  retryText: { color: tokens.colorStatusDangerForeground1 },
});

export type MessageBubbleProps = ChatBubble & {
  /** Called when the agent clicks Retry (status 'retry'). */
  onRetry?: () => void;
  /** Why a message is not sent (a provider's refusal), under its status. */
  statusNote?: string;
  className?: string;
};

const DEFAULT_TYPE = 'iva';
const DEFAULT_FORM = 'them';

/** Known value or null, with the console message of spec §8 ("invalid bubble status, form, type"). */
function known<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** At most two characters (by code point, so an emoji or a Cyrillic letter is one). */
export function bubbleInitials(avatar: string): string {
  return Array.from(avatar.trim()).slice(0, AVATAR_INITIALS_MAX).join('');
}

/**
 * A name's initials for the avatar: the first letter or digit of each of its first two words, so
 * 'Ганбат Тэмүүлэн' gives 'ГТ' and 'Зочин #7' gives 'З7' (not 'З#').
 */
export function initialsOfName(name: string): string {
  const firsts = name
    .split(/\s+/)
    .map((word) => Array.from(word).find((ch) => /[\p{L}\p{N}]/u.test(ch)))
    .filter((ch): ch is string => !!ch);
  return bubbleInitials(firsts.join(''));
}

/** The text with e-mail addresses and http, https, ftp links as anchors; everything else plain text. */
export function LinkifiedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <>
      {linkify(text).map((token, i): ReactNode => {
        if (token.kind === 'text') return token.text;
        return (
          <a key={i} className={linkClassName} href={token.href} target="_blank" rel="noopener noreferrer">
            {token.text}
          </a>
        );
      })}
    </>
  );
}

export function MessageBubble(props: MessageBubbleProps) {
  const { text, time, avatar, username, is_bot: isBot, onRetry, statusNote, className } = props;
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const type = known(BubbleTypeSchema, props.type);
  const form = known(BubbleFormSchema, props.form);
  const status: MessageStatus | null = props.status === undefined ? null : known(MessageStatusSchema, props.status);

  // Developer messages only: an unknown value is logged and ignored (spec §4, §8).
  useEffect(() => {
    if (type === null) console.warn('MessageBubble: invalid bubble type', props.type);
  }, [type, props.type]);
  useEffect(() => {
    if (form === null) console.warn('MessageBubble: invalid bubble form', props.form);
  }, [form, props.form]);
  useEffect(() => {
    if (props.status !== undefined && status === null) console.warn('MessageBubble: invalid bubble status', props.status);
  }, [status, props.status]);

  const shownForm = form ?? DEFAULT_FORM;
  const mine = shownForm === 'you';
  const initials = bubbleInitials(avatar ?? '');

  let statusNode: ReactNode = null;
  if (status === 'retry') {
    statusNode = onRetry ? (
      <Button appearance="transparent" size="small" className={styles.retry} onClick={onRetry} aria-label={t('bubble.retryLabel')}>
        {t('bubble.status.retry')}
      </Button>
    ) : (
      <span className={mergeClasses(styles.status, styles.retryText)}>{t('bubble.status.retry')}</span>
    );
  } else if (status) {
    statusNode = <span className={styles.status}>{t(`bubble.status.${status}`)}</span>;
  }

  return (
    <div className={mergeClasses(styles.row, mine && styles.you, className)} data-form={shownForm} data-type={type ?? DEFAULT_TYPE} data-status={status ?? undefined}>
      <Avatar size={28} name={username} initials={initials || undefined} icon={isBot && !initials ? <BotRegular /> : undefined} aria-hidden />
      <div className={mergeClasses(styles.column, mine && styles.columnYou)}>
        <div className={styles.meta}>
          <Text size={200} weight="semibold">
            {username}
          </Text>
          {isBot ? <BotRegular aria-label={t('bubble.bot')} role="img" /> : null}
          <Text size={100}>{time}</Text>
        </div>
        <div
          className={mergeClasses(styles.bubble, mine ? styles.mine : styles.them)}
          style={{ maxWidth: `${BUBBLE_MAX_WIDTH[type ?? DEFAULT_TYPE]}px` }}
          data-testid="bubble-text"
        >
          <LinkifiedText text={text} linkClassName={styles.link} />
        </div>
        {statusNode}
        {statusNote ? <span className={mergeClasses(styles.status, styles.retryText)}>{statusNote}</span> : null}
      </div>
    </div>
  );
}
