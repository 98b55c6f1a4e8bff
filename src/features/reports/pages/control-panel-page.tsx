import { Button, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetRange } from '../../../../contracts/date-range';
import type { ReportSummary } from '../../../../contracts/report.schema';
import { DateRangePicker, type DateRangeValue } from '../../../components/date-range-picker';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDuration, formatNumber } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { exportReportUrl, type ReportTable } from '../api/export-report';
import { useReportSummary } from '../api/get-report-summary';
import { useReportTags } from '../api/list-tags';
import type { ReportParams } from '../api/report-params';
import { BreakdownTable, type BreakdownRow } from '../components/breakdown-table';
import { DrillDialog } from '../components/drill-dialog';
import { ExportButtons } from '../components/export-buttons';
import { AgentsReportTable } from '../components/agents-report-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  totals: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  total: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Its own line height: the tile's is the body text's, which the large figure would overrun.
  number: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  tables: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
});

// recharts is a chunk of its own, fetched only when this page draws its charts.
const ReportCharts = lazy(() => import('../components/report-charts'));

const initialRange = (): DateRangeValue => ({ range: presetRange('last7d', new Date())!, preset: 'last7d' });

/** /control_panel: reports and analytics over a period, every number opening the interactions behind it. */
export default function ControlPanelPage() {
  const styles = useStyles();
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const { me } = useCurrentUser();
  const mayExport = can(me, 'dashboard.export');
  const [range, setRange] = useState<DateRangeValue>(initialRange);
  const [channel, setChannel] = useState('');
  const [agent, setAgent] = useState('');
  const [tag, setTag] = useState('');
  const [drill, setDrill] = useState<{ drill: string; title: string } | null>(null);
  const params: ReportParams = useMemo(
    () => ({
      from: range.range.start!.toISOString(),
      to: range.range.end!.toISOString(),
      channel: channel || undefined,
      agent: agent ? Number(agent) : undefined,
      tag: tag ? Number(tag) : undefined,
    }),
    [range, channel, agent, tag],
  );
  const summary = useReportSummary(params);
  const tags = useReportTags();
  const open = (d: string, title: string) => setDrill({ drill: d, title });
  const exportOf = (table: ReportTable, label: string) => (mayExport ? <ExportButtons label={label} urlOf={(format) => exportReportUrl(params, table, format)} /> : null);
  const channelName = (c: string) => t(`channels.${c}`, { defaultValue: c });

  const body = (r: ReportSummary) => {
    const dur = (s: number | null) => (s === null ? t('noValue') : formatDuration(s));
    const totals: [string, string, string | null][] = [
      [t('totals.interactions'), formatNumber(r.totals.interactions), 'all'],
      [t('totals.answered'), formatNumber(r.totals.answered), 'answered'],
      [t('totals.abandoned'), formatNumber(r.totals.abandoned), 'abandoned'],
      [
        t('totals.abandonRate'),
        r.totals.abandon_rate === null ? t('noValue') : formatNumber(r.totals.abandon_rate, undefined, { style: 'percent', maximumFractionDigits: 1 }),
        null,
      ],
      [t('totals.firstResponseMedian'), dur(r.totals.first_response_median), null],
      [t('totals.firstResponseP90'), dur(r.totals.first_response_p90), null],
      [t('totals.waitMedian'), dur(r.totals.wait_median), null],
      [t('totals.handleAvg'), dur(r.totals.handle_avg), null],
      [t('totals.rated'), formatNumber(r.totals.rated), 'rated'],
      [t('totals.ratingAvg'), r.totals.rating_avg === null ? t('noValue') : formatNumber(r.totals.rating_avg, undefined, { maximumFractionDigits: 2 }), null],
    ];
    const bots = r.virtual_agents;
    if (bots) {
      totals.push(
        [t('bots.conversations'), formatNumber(bots.conversations), 'bot'],
        [t('bots.contained'), formatNumber(bots.contained), 'bot_contained'],
        [t('bots.handedOver'), formatNumber(bots.handed_over), 'bot_handover'],
        [
          t('bots.containmentRate'),
          bots.containment_rate === null ? t('noValue') : formatNumber(bots.containment_rate, undefined, { style: 'percent', maximumFractionDigits: 1 }),
          null,
        ],
      );
    }
    const breakdowns: [ReportTable, string, BreakdownRow[]][] = [
      [
        'by_channel',
        t('columns.channel_type'),
        r.by_channel.map((x) => ({ key: x.channel_type, label: channelName(x.channel_type), count: x.count, drill: `channel:${x.channel_type}` })),
      ],
      [
        'by_hour',
        t('columns.hour'),
        r.by_hour.map((x) => ({ key: String(x.hour), label: `${String(x.hour).padStart(2, '0')}:00`, count: x.count, drill: `hour:${x.hour}` })),
      ],
      ['by_day', t('columns.day'), r.by_day.map((x) => ({ key: x.day, label: x.day, count: x.count, drill: `day:${x.day}` }))],
      ['moods', t('columns.mood'), r.moods.map((x) => ({ key: x.mood, label: t(`moods.${x.mood}`, { defaultValue: x.mood }), count: x.count, drill: `mood:${x.mood}` }))],
      ['ratings', t('columns.rating'), r.ratings.map((x) => ({ key: String(x.rating), label: formatNumber(x.rating), count: x.count, drill: `rating:${x.rating}` }))],
      ['tags', t('columns.name'), r.tags.map((x) => ({ key: String(x.tag_id), label: x.name, count: x.count, drill: `tag:${x.tag_id}` }))],
    ];
    return (
      <>
        <div className={styles.totals} data-testid="report-totals">
          {totals.map(([label, value, d]) => (
            <div key={label} className={styles.total} role="group" aria-label={label}>
              <Text>{label}</Text>
              {d ? (
                <Button appearance="transparent" className={styles.number} onClick={() => open(d, label)} data-drill={d}>
                  {value}
                </Button>
              ) : (
                <span className={styles.number}>{value}</span>
              )}
            </div>
          ))}
        </div>
        {exportOf('interactions', t('tables.interactions'))}
        <Suspense fallback={<Spinner size="small" label={t('charts.loading')} />}>
          <ReportCharts summary={r} channelName={channelName} moodName={(m) => t(`moods.${m}`, { defaultValue: m })} onDrill={open} />
        </Suspense>
        <div className={styles.tables}>
          {breakdowns.map(([table, header, rows]) => (
            <BreakdownTable
              key={table}
              testId={`report-${table}`}
              caption={t(`tables.${table}`)}
              labelHeader={header}
              countHeader={t('columns.count')}
              rows={rows}
              onDrill={open}
              actions={exportOf(table, t(`tables.${table}`))}
            />
          ))}
        </div>
        <AgentsReportTable agents={r.agents} onDrill={open} actions={exportOf('agents', t('tables.agents'))} />
      </>
    );
  };

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('menu:control_panel')}
      </Text>
      <Text>{t('intro')}</Text>
      <div className={styles.filters} role="group" aria-label={t('filters.label')}>
        <DateRangePicker value={range} onSave={(v) => v.range.start && v.range.end && setRange(v)} active />
        <Select aria-label={t('filters.channel')} value={channel} onChange={(_, d) => setChannel(d.value)}>
          <option value="">{`${t('filters.channel')}: ${t('filters.all')}`}</option>
          {['webchat', 'messenger', 'viber', 'email', 'call', 'other'].map((c) => (
            <option key={c} value={c}>
              {channelName(c)}
            </option>
          ))}
        </Select>
        <Select aria-label={t('filters.agent')} value={agent} onChange={(_, d) => setAgent(d.value)}>
          <option value="">{`${t('filters.agent')}: ${t('filters.all')}`}</option>
          {summary.data?.agents.map((a) => (
            <option key={a.user_id} value={a.user_id}>
              {a.name}
            </option>
          ))}
        </Select>
        <Select aria-label={t('filters.tag')} value={tag} onChange={(_, d) => setTag(d.value)}>
          <option value="">{`${t('filters.tag')}: ${t('filters.all')}`}</option>
          {tags.data?.items.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </Select>
      </div>
      {summary.isPending ? (
        <Spinner size="small" label={t('common:loading')} />
      ) : summary.isError ? (
        <EmptyState onRetry={() => void summary.refetch()} />
      ) : summary.data.totals.interactions === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        body(summary.data)
      )}
      {drill ? <DrillDialog key={drill.drill} params={params} drill={drill.drill} title={drill.title} onClose={() => setDrill(null)} /> : null}
    </section>
  );
}
