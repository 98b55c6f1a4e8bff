import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', minWidth: '240px' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalS} 0` },
  th: { textAlign: 'start', padding: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontVariantNumeric: 'tabular-nums' },
});

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  drill: string;
}

/** One breakdown of the report: each count opens the interactions behind it. */
export function BreakdownTable({
  caption,
  labelHeader,
  countHeader,
  rows,
  onDrill,
  actions,
  testId,
}: {
  caption: string;
  labelHeader: string;
  countHeader: string;
  rows: BreakdownRow[];
  onDrill: (drill: string, title: string) => void;
  actions?: ReactNode;
  testId: string;
}) {
  const styles = useStyles();
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className={styles.caption}>
        {caption}
        {actions}
      </caption>
      <thead>
        <tr>
          <th className={styles.th}>{labelHeader}</th>
          <th className={styles.th}>{countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td className={styles.td}>{r.label}</td>
            <td className={styles.td}>
              <Link as="button" onClick={() => onDrill(r.drill, `${caption}: ${r.label}`)} data-drill={r.drill}>
                {formatNumber(r.count)}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
