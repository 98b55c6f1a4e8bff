import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { media } from '../../../lib/breakpoints';
import type { Level } from '../../../../streams/monitoring/wall-view';

const useStyles = makeStyles({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  warn: { ...shorthands.borderColor(tokens.colorStatusWarningBorderActive), backgroundColor: tokens.colorStatusWarningBackground1 },
  alert: { ...shorthands.borderColor(tokens.colorStatusDangerBorderActive), backgroundColor: tokens.colorStatusDangerBackground1 },
  label: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2, [media.upXxl]: { fontSize: '28px' } },
  value: {
    fontSize: '40px',
    lineHeight: '1.1',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    [media.upXl]: { fontSize: '56px' },
    [media.upXxl]: { fontSize: '96px' },
  },
  detail: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, [media.upXxl]: { fontSize: '24px' } },
});

/** One figure of the wall screen, large enough to read from across the room; amber or red past the admin's limits. */
export function Tile({
  label,
  value,
  detail,
  level = 'ok',
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  level?: Level;
  testId?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(styles.tile, level === 'warn' && styles.warn, level === 'alert' && styles.alert)}
      data-level={level}
      data-testid={testId}
      role="group"
      aria-label={label}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-part="value">
        {value}
      </span>
      {detail ? (
        <span className={styles.detail} data-part="detail">
          {detail}
        </span>
      ) : null}
      {children}
    </div>
  );
}
