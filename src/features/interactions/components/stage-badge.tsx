import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InteractionSummary } from '../../../../contracts/interaction.schema';

const COLOR = { queued: 'warning', virtual_agent: 'informative', agent: 'success', closed: 'subtle' } as const;

/** In queue, with a virtual agent, with an agent; or closed. */
export function StageBadge({ summary }: { summary: Pick<InteractionSummary, 'status' | 'stage'> }) {
  const { t } = useTranslation('interactions');
  const stage = summary.status === 'closed' ? 'closed' : (summary.stage ?? 'queued');
  return (
    <Badge appearance="tint" color={COLOR[stage]}>
      {t(`stage.${stage}`)}
    </Badge>
  );
}
