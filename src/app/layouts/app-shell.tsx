import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MAX_CONTENT_WIDTH, useIsWide } from '../../lib/breakpoints';
import { useMenuHeld } from '../../lib/menu-reveal';
import { AppHeader } from './app-header';

export interface SideNavProps {
  /** Inline from 960 px up; an overlay drawer below. */
  type: 'inline' | 'overlay';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown for the guided tour: no backdrop or focus trap, so the tour's card stays usable. */
  revealed?: boolean;
}

const useStyles = makeStyles({
  shell: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    width: '100%',
    maxWidth: `${MAX_CONTENT_WIDTH}px`,
    marginLeft: 'auto',
    marginRight: 'auto',
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Header, optional side navigation and the page: the frame of default, settings and guide layouts. */
export function AppShell({ nav, children }: { nav?: (props: SideNavProps) => ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const wide = useIsWide();
  const { pathname } = useLocation();
  // The overlay is open on the page it was opened on: choosing a destination closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  // The guided tour points at menu entries: the collapsed menu opens while it runs.
  const held = useMenuHeld() && !wide;

  return (
    <div className={styles.shell}>
      <AppHeader onToggleMenu={nav && !wide ? () => setOpen(!open) : undefined} />
      <div className={styles.body}>
        {nav?.({ type: wide ? 'inline' : 'overlay', open: wide || open || held, onOpenChange: setOpen, revealed: held })}
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
