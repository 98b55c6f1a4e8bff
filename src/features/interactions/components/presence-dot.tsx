import { PresenceBadge, type PresenceBadgeStatus } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Presence } from '../../../../contracts/user.schema';

const BADGE_STATUS: Record<Presence, PresenceBadgeStatus> = { online: 'available', away: 'away', offline: 'offline' };

/** Online, away or offline as a coloured dot named by the translated word. */
export function PresenceDot({ presence }: { presence: Presence }) {
  const { t } = useTranslation('users');
  return <PresenceBadge size="small" status={BADGE_STATUS[presence]} aria-label={t(`presence.${presence}`)} />;
}
