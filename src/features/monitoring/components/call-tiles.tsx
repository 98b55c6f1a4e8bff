import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../../lib/format';
import { AGENT_CALL_STATES, type CallsView } from '../../../../streams/monitoring/call-view';
import { Tile } from './tile';

/** Tiles for calls: people ringing, talking, on hold and in wrap-up; each line's waiting callers and today's abandoned calls. */
export function CallTiles({ calls }: { calls: CallsView }) {
  const { t } = useTranslation('monitoring');
  return (
    <>
      {AGENT_CALL_STATES.map((s) => (
        <Tile key={s} label={t('calls.agentsIn', { state: t(`callStates.${s}`) })} value={formatNumber(calls.agentsByState[s])} testId={`tile-call-${s}`} />
      ))}
      {calls.lines.map((l) => (
        <Tile
          key={l.line}
          label={t('calls.line', { line: l.line })}
          value={formatNumber(l.waiting)}
          detail={t('calls.lineDetail', {
            wait: l.longestWaitSeconds === null ? t('tiles.noValue') : formatDuration(l.longestWaitSeconds),
            abandoned: formatNumber(l.abandoned),
          })}
          testId={`tile-line-${l.line}`}
        />
      ))}
    </>
  );
}
