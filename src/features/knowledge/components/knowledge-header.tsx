import { Link as FluentLink, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  nav: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  current: { fontWeight: tokens.fontWeightSemibold, textDecoration: 'underline' },
});

/** A knowledge screen: title, the area's links (files, folders, Q&A) and the screen's actions. */
export function KnowledgeScreen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('menu');
  const links: [string, string][] = [
    ['/knowledge', t('knowledge')],
    ['/knowledge/base', t('knowledge_base')],
    ['/knowledge/qa', t('knowledge_qa')],
  ];
  return (
    <section className={styles.root}>
      <nav className={styles.nav} aria-label={t('knowledge')}>
        {links.map(([to, label]) => (
          <NavLink key={to} to={to} end>
            {({ isActive }) => (
              <FluentLink as="span" className={isActive ? styles.current : undefined} aria-current={isActive ? 'page' : undefined}>
                {label}
              </FluentLink>
            )}
          </NavLink>
        ))}
      </nav>
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {title}
        </Text>
        <div className={styles.actions}>{actions}</div>
      </div>
      {children}
    </section>
  );
}
