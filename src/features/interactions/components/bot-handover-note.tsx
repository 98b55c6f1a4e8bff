import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { BotRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { useInteractionBot } from '../api/get-interaction-bot';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/** The one-line summary a virtual agent leaves the person it hands a conversation to (or who is answering now). */
export function BotHandoverNote({ summary }: { summary: Pick<InteractionSummary, 'id' | 'stage'> }) {
  const { t } = useTranslation('interactions');
  const styles = useStyles();
  const stage = summary.stage ?? 'closed';
  const bot = useInteractionBot(summary.id, stage).data;
  if (!bot) return null;
  const agent = bot.agent_name;
  let text: string;
  if (bot.phase === 'answering') text = t('bot.answering', { agent });
  else text = `${t('bot.title', { agent })}: ${t('bot.line', { reason: bot.reason ? t(`bot.reasons.${bot.reason}`) : '', summary: bot.summary })}`;
  return (
    <div className={styles.root} role="note" data-testid="bot-handover-note">
      <BotRegular aria-hidden />
      <Text>{text}</Text>
    </div>
  );
}
