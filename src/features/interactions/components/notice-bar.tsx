import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular, WarningRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, color: tokens.colorStatusWarningForeground1 },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, color: tokens.colorStatusDangerForeground1 },
});

/** A one-line notice (a static bar: Fluent's MessageBar measures itself with ResizeObserver on every reflow). */
export function NoticeBar({ intent, children }: { intent: 'warning' | 'error'; children: ReactNode }) {
  const styles = useStyles();
  const Icon = intent === 'error' ? ErrorCircleRegular : WarningRegular;
  return (
    <div className={mergeClasses(styles.root, styles[intent])} role={intent === 'error' ? 'alert' : 'status'}>
      <Icon aria-hidden />
      <Text>{children}</Text>
    </div>
  );
}
