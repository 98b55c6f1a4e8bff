import { Button, FluentProvider, Text, makeStyles, tokens, webDarkTheme } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LockNote } from '../../../components/lock-note';
import { media } from '../../../lib/breakpoints';
import { formatDuration, formatNumber } from '../../../lib/format';
import { wallView, type Level } from '../../../../streams/monitoring/wall-view';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { AgentsTable } from '../components/agents-table';
import { CallTiles } from '../components/call-tiles';
import { LiveCallsTable } from '../components/live-calls-table';
import { ThresholdsForm } from '../components/thresholds-form';
import { ConnectionBadge } from '../components/connection-badge';
import { Tile } from '../components/tile';
import { useLevelAnnouncer } from '../hooks/use-level-announcer';
import { useTick } from '../hooks/use-tick';
import { useWallScreen } from '../hooks/use-wall-screen';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    minHeight: '100%',
  },
  fullScreen: { padding: tokens.spacingHorizontalXXL, height: '100vh', overflow: 'auto', boxSizing: 'border-box' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flexGrow: 1, [media.upXxl]: { fontSize: '48px', lineHeight: '1.2' } },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    [media.upXxl]: { gridTemplateColumns: 'repeat(auto-fill, minmax(480px, 1fr))' },
  },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

const percent = (v: number | null | undefined) => (v === null || v === undefined ? null : formatNumber(v, undefined, { style: 'percent', maximumFractionDigits: 0 }));

/**
 * /monitoring: the supervisors' wall screen. Live from the monitoring feed (no reload), durations
 * tick every second, tiles turn amber or red at the admin's limits and say so to screen readers.
 * Full screen switches to the dark theme and hides the menu.
 */
export default function MonitoringPage({ kiosk = false }: { kiosk?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation(['monitoring', 'menu']);
  const { floor, connection } = useWallScreen();
  const { me } = useCurrentUser();
  const now = useTick(1000);
  const view = useMemo(() => (floor ? wallView(floor, now) : null), [floor, now]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === rootRef.current && !!rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.();
  };

  const levels: Record<string, Level> = {};
  if (view) {
    levels[t('tiles.serviceLevel', { seconds: view.settings.service_level_seconds })] = view.serviceLevelLevel;
    levels[t('tiles.available')] = view.availableLevel;
    for (const q of view.queues) levels[`${t('tiles.queue')} ${q.name || t(`channels.${q.channelType}`, { defaultValue: q.channelType })}`] = q.level;
  }
  const announcement = useLevelAnnouncer(levels, (tile, level) => t('announce', { tile, level: t(`levels.${level}`) }));
  const none = t('tiles.noValue');
  // Settings editors set the limits here (never on a kiosk, never full screen); kiosk links live in settings.
  const manages = !kiosk && !fullScreen && can(me, 'settings.edit');
  const f = view?.figures;

  const page = (
    <div ref={rootRef} className={`${styles.root} ${fullScreen || kiosk ? styles.fullScreen : ''}`} data-testid="monitoring-screen">
      <div className={styles.header}>
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          {t('menu:monitoring')}
        </Text>
        <ConnectionBadge state={connection} />
        <Button appearance="subtle" icon={fullScreen ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />} onClick={toggleFullScreen}>
          {fullScreen ? t('exitFullScreen') : t('fullScreen')}
        </Button>
      </div>
      <div className={styles.hidden} aria-live="polite" role="status" data-testid="monitoring-announcer">
        {announcement}
      </div>
      {connection === 'refused' ? <LockNote text={t(kiosk ? 'connection.invalidLink' : 'connection.refused')} role="alert" /> : null}
      {view ? (
        <>
          <div className={styles.grid}>
            <Tile label={t('tiles.available')} value={formatNumber(view.available)} level={view.availableLevel} testId="tile-available" />
            {(['on_call', 'in_chat', 'online', 'away', 'offline'] as const).map((s) => (
              <Tile key={s} label={t(`states.${s}`)} value={formatNumber(view.byState[s])} testId={`tile-state-${s}`} />
            ))}
          </div>
          <div className={styles.grid}>
            {view.queues.map((q) => (
              <Tile
                key={q.key}
                label={`${t('tiles.queue')}: ${q.name || t(`channels.${q.channelType}`, { defaultValue: q.channelType })}`}
                value={formatNumber(q.waiting)}
                detail={`${t('tiles.longestWait')}: ${q.longestWaitSeconds === null ? none : formatDuration(q.longestWaitSeconds)}`}
                level={q.level}
                testId={`tile-queue-${q.key}`}
              />
            ))}
          </div>
          <div className={styles.grid}>
            <Tile
              label={t('tiles.serviceLevel', { seconds: view.settings.service_level_seconds })}
              value={percent(f?.service_level) ?? none}
              detail={f ? t('tiles.offered', { answered: formatNumber(f.answered), offered: formatNumber(f.offered) }) : undefined}
              level={view.serviceLevelLevel}
              testId="tile-service-level"
            />
            <Tile label={t('tiles.abandonRate')} value={percent(f?.abandon_rate) ?? none} testId="tile-abandon" />
            <Tile
              label={t('tiles.firstResponse')}
              value={f?.avg_first_response_seconds == null ? none : formatDuration(f.avg_first_response_seconds)}
              testId="tile-first-response"
            />
            <Tile label={t('tiles.handleTime')} value={f?.avg_handle_seconds == null ? none : formatDuration(f.avg_handle_seconds)} testId="tile-handle" />
            <Tile label={t('tiles.issuesDue')} value={formatNumber(f?.issues_due_today ?? 0)} testId="tile-issues-due" />
            <Tile label={t('tiles.byChannel')} value={formatNumber(f?.by_channel.reduce((n, c) => n + c.count, 0) ?? 0)} testId="tile-by-channel">
              <ul className={styles.list}>
                {f?.by_channel.map((c) => (
                  <li key={c.channel_type}>
                    {t(`channels.${c.channel_type}`, { defaultValue: c.channel_type })}: {formatNumber(c.count)}
                  </li>
                ))}
              </ul>
            </Tile>
          </div>
          {view.calls.present ? (
            <div className={styles.grid}>
              <CallTiles calls={view.calls} />
            </div>
          ) : null}
          <AgentsTable agents={view.agents} />
          {view.calls.present ? <LiveCallsTable calls={view.calls.live} /> : null}
          {manages ? (
            <details>
              <summary>{t('manage')}</summary>
              <ThresholdsForm key={JSON.stringify(view.settings)} current={view.settings} />
              <Text as="p">
                {t('screensMoved')} <RouterLink to="/settings/our_company">{t('menu:settings_items.our_company')}</RouterLink>
              </Text>
            </details>
          ) : null}
        </>
      ) : null}
    </div>
  );
  // TV mode: the dark theme, large type from the 2560 breakpoint, no menu (the element is the whole
  // screen). The provider is always there (without a theme it inherits), so going full screen does
  // not remount the element that is full screen.
  return <FluentProvider theme={fullScreen || kiosk ? webDarkTheme : undefined}>{page}</FluentProvider>;
}
