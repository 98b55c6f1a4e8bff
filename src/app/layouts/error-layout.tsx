import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MinimalHeader } from './minimal-header';

const useStyles = makeStyles({
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
});

/** The error layout's frame; usable without a router (the top-level error boundary). */
export function ErrorFrame({ children, onNavigate }: { children: ReactNode; onNavigate?: (to: string) => void }) {
  const styles = useStyles();
  return (
    <>
      <MinimalHeader onNavigate={onNavigate} />
      <main className={styles.main}>{children}</main>
    </>
  );
}

export default function ErrorLayout() {
  const navigate = useNavigate();
  return (
    <ErrorFrame onNavigate={(to) => navigate(to)}>
      <Outlet />
    </ErrorFrame>
  );
}
