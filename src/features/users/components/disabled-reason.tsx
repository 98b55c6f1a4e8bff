import { Tooltip, makeStyles } from '@fluentui/react-components';
import type { ReactElement } from 'react';

const useStyles = makeStyles({
  // A disabled control may swallow pointer events; the wrapper takes the hover for it.
  wrapper: { display: 'inline-flex' },
});

/** A disabled control with a tooltip saying why; the control as it is when there is no reason. */
export function DisabledReason({ reason, children }: { reason: string | undefined; children: ReactElement }) {
  const styles = useStyles();
  if (!reason) return children;
  return (
    <Tooltip content={reason} relationship="description">
      <span className={styles.wrapper}>{children}</span>
    </Tooltip>
  );
}
