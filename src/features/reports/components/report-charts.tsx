// The charts of /control_panel, beside the tables: their own chunk (recharts), loaded only here.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportSummary } from '../../../../contracts/report.schema';
import { formatDate, formatDuration, formatNumber } from '../../../lib/format';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalXL, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

const HEIGHT = 240;
/** What the chart is drawn at before it measures its box (first paint, and jsdom). */
const INITIAL = { width: 480, height: HEIGHT };
const BRAND = tokens.colorBrandBackground;
const AXIS = { fontSize: 12, fill: tokens.colorNeutralForeground2 };

export interface ChartPoint {
  key: string;
  label: string;
  count: number;
  drill: string;
}

type Drill = (drill: string, title: string) => void;

function Figure({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} data-testid={testId} aria-label={title}>
      <Text as="h3" weight="semibold">
        {title}
      </Text>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        {children as never}
      </ResponsiveContainer>
    </figure>
  );
}

/** Counts as bars; a bar opens the interactions behind it, as the table's number does. */
function CountBars({ title, testId, points, onDrill }: { title: string; testId: string; points: ChartPoint[]; onDrill: Drill }) {
  const { t } = useTranslation('reports');
  return (
    <Figure title={title} testId={testId}>
      <BarChart data={points} margin={{ top: 8, right: 28, bottom: 8, left: 0 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis tick={AXIS} allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} width={48} />
        <Tooltip formatter={(v) => [formatNumber(Number(v)), t('charts.count')]} />
        <Bar
          dataKey="count"
          name={t('charts.count')}
          fill={BRAND}
          cursor="pointer"
          isAnimationActive={false}
          onClick={(entry: { payload?: ChartPoint }) => entry.payload && entry.payload.count > 0 && onDrill(entry.payload.drill, `${title}: ${entry.payload.label}`)}
        />
      </BarChart>
    </Figure>
  );
}

/** The hours 0–23 in order, an hour without interactions as 0 (a day's shape, not a list of hours). */
export function hoursOf(byHour: ReportSummary['by_hour']): ChartPoint[] {
  const counts = new Map(byHour.map((h) => [h.hour, h.count]));
  return Array.from({ length: 24 }, (_, hour) => ({
    key: String(hour),
    label: String(hour).padStart(2, '0'),
    count: counts.get(hour) ?? 0,
    drill: `hour:${hour}`,
  }));
}

/** A calendar day of the report (YYYY-MM-DD in the company's zone) in the console's date format. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00`);

export default function ReportCharts({
  summary,
  channelName,
  moodName,
  onDrill,
}: {
  summary: ReportSummary;
  channelName: (c: string) => string;
  moodName: (m: string) => string;
  onDrill: Drill;
}) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const frt = summary.first_response_by_day.map((d) => ({ label: dayLabel(d.day), median: d.median, p90: d.p90 }));
  return (
    <section className={styles.grid} aria-label={t('charts.label')} data-testid="report-charts">
      <CountBars
        title={t('charts.by_channel')}
        testId="chart-by_channel"
        points={summary.by_channel.map((x) => ({ key: x.channel_type, label: channelName(x.channel_type), count: x.count, drill: `channel:${x.channel_type}` }))}
        onDrill={onDrill}
      />
      <CountBars title={t('charts.by_hour')} testId="chart-by_hour" points={hoursOf(summary.by_hour)} onDrill={onDrill} />
      <CountBars
        title={t('charts.by_day')}
        testId="chart-by_day"
        points={summary.by_day.map((x) => ({ key: x.day, label: dayLabel(x.day), count: x.count, drill: `day:${x.day}` }))}
        onDrill={onDrill}
      />
      <Figure title={t('charts.first_response')} testId="chart-first_response">
        <LineChart data={frt} margin={{ top: 16, right: 28, bottom: 8, left: 0 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickFormatter={(v: number) => formatDuration(v)} width={96} />
          <Tooltip formatter={(v, name) => [v === null || v === undefined ? t('noValue') : formatDuration(Number(v)), name]} />
          <Legend />
          <Line type="monotone" dataKey="median" name={t('charts.median')} stroke={BRAND} dot={false} isAnimationActive={false} connectNulls />
          <Line
            type="monotone"
            dataKey="p90"
            name={t('charts.p90')}
            stroke={tokens.colorPaletteMarigoldBorderActive}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
            connectNulls
          />
        </LineChart>
      </Figure>
      <CountBars
        title={t('charts.moods')}
        testId="chart-moods"
        points={summary.moods.map((x) => ({ key: x.mood, label: moodName(x.mood), count: x.count, drill: `mood:${x.mood}` }))}
        onDrill={onDrill}
      />
      <CountBars
        title={t('charts.ratings')}
        testId="chart-ratings"
        points={summary.ratings.map((x) => ({ key: String(x.rating), label: formatNumber(x.rating), count: x.count, drill: `rating:${x.rating}` }))}
        onDrill={onDrill}
      />
    </section>
  );
}
