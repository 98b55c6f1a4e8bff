import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  description: { color: tokens.colorNeutralForeground2, flexGrow: 1 },
});

export interface GuideCardProps {
  title: string;
  description: string;
  /** Kind badge and length, above the title. */
  meta?: ReactNode;
  linkLabel: string;
  href: string;
  onLinkClick: (event: MouseEvent) => void;
}

/** One guide in a grid: what it is about and a link that opens it. */
export function GuideCard({ title, description, meta, linkLabel, href, onLinkClick }: GuideCardProps) {
  const styles = useStyles();
  return (
    <article className={styles.card} aria-label={title}>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      <Text as="h3" size={400} weight="semibold">
        {title}
      </Text>
      <Text className={styles.description}>{description}</Text>
      <Link href={href} onClick={onLinkClick}>
        {linkLabel}
      </Link>
    </article>
  );
}
