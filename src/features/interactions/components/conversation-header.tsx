import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PanelRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';
import { staffName, useStaff } from '../api/list-staff';
import { ChannelIcon } from './channel-icon';
import { StageBadge } from './stage-badge';
import { WaitingTime } from './waiting-time';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flexWrap: 'wrap' },
  facts: { display: 'flex', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3, flexWrap: 'wrap' },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface ConversationHeaderProps {
  summary: InteractionSummary;
  contactName: string;
  actions: ReactNode;
  /** Shown on narrow screens, where the contact panel is a drawer. */
  onOpenContact?: () => void;
}

/** Contact, channel, stage, owner and how long it has been going; the allowed actions at the end. */
export function ConversationHeader({ summary, contactName, actions, onOpenContact }: ConversationHeaderProps) {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const staff = useStaff();
  const owner = staff.find((u) => u.id === summary.owner_user_id);
  const waiting = summary.status === 'open' && summary.stage === 'queued';
  return (
    <header className={styles.root}>
      <div className={styles.who}>
        <ChannelIcon type={summary.channel_type} />
        <Text as="h2" size={500} weight="semibold">
          {contactName}
        </Text>
        <StageBadge summary={summary} />
        <div className={styles.facts}>
          <Text size={200}>{owner ? t('header.owner', { name: staffName(owner) }) : t('list.unassigned')}</Text>
          <Text size={200}>
            {t(waiting ? 'header.waiting' : 'header.started', { time: '' })}
            <WaitingTime since={summary.created_at} />
          </Text>
        </div>
      </div>
      <div className={styles.end}>
        {actions}
        {onOpenContact ? <Button appearance="subtle" icon={<PanelRightRegular />} aria-label={t('actions.contact')} onClick={onOpenContact} /> : null}
      </div>
    </header>
  );
}
