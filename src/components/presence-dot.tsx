import { PresenceBadge, Tooltip, type PresenceBadgeStatus } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Presence } from '../../contracts/user.schema';

const BADGE_STATUS: Record<Presence, PresenceBadgeStatus> = { online: 'available', away: 'away', offline: 'offline' };

/**
 * Online, away or offline, as a coloured dot whose name is the translated word. `tooltip` shows
 * the word on hover too (a table cell); inside a labelled control (a radio option) it stays off,
 * so the dot does not take over the control's name.
 */
export function PresenceDot({ presence, tooltip = false }: { presence: Presence; tooltip?: boolean }) {
  const { t } = useTranslation('common');
  const label = t(`presence.${presence}`);
  const dot = <PresenceBadge size="small" status={BADGE_STATUS[presence]} aria-label={label} />;
  return tooltip ? (
    <Tooltip content={label} relationship="label">
      {dot}
    </Tooltip>
  ) : (
    dot
  );
}
