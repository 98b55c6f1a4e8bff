import { Badge, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ContactDetail } from '../../../../contracts/contact.schema';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const OPEN_STATUSES = new Set(['open', 'in_progress']);

/** The contact's issues with their status, each opening the issue in the issues list. */
export function ContactIssues({ items }: { items: ContactDetail['issues'] }) {
  const styles = useStyles();
  const { t } = useTranslation(['contacts', 'issues']);
  if (items.length === 0) return <Text italic>{t('detail.noIssues')}</Text>;
  return (
    <ul className={styles.list}>
      {items.map((issue) => (
        <li key={issue.id} className={styles.item}>
          <Badge appearance="tint" color={OPEN_STATUSES.has(issue.status) ? 'brand' : 'subtle'}>
            {t(`issues:status.${issue.status}`, { defaultValue: issue.status })}
          </Badge>
          <Link as="span">
            <RouterLink to={`/issues?issue=${issue.id}`}>{issue.name}</RouterLink>
          </Link>
        </li>
      ))}
    </ul>
  );
}
