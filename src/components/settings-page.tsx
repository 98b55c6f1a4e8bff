import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A settings screen of any feature: its title (the menu's words) with the screen's main action beside it. */
export function SettingsPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {title}
        </Text>
        {action}
      </div>
      {children}
    </section>
  );
}
