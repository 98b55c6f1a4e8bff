import { Badge, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ContactDetail } from '../../../../contracts/contact.schema';
import { formatDateTime } from '../../../lib/format';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Open interactions link to the live conversation, closed ones to the history. */
export const interactionHref = (i: ContactDetail['interactions'][number]) =>
  i.status === 'open' ? `/interacts/live/conversation/${i.id}` : `/interacts/hist?id=${i.id}`;

export function ContactInteractions({ items }: { items: ContactDetail['interactions'] }) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  if (items.length === 0) return <Text italic>{t('detail.noInteractions')}</Text>;
  return (
    <ul className={styles.list}>
      {items.map((i) => (
        <li key={i.id} className={styles.item}>
          <Badge appearance="tint" color={i.status === 'open' ? 'brand' : 'subtle'}>
            {t(`detail.status.${i.status}`)}
          </Badge>
          <Link as="span">
            <RouterLink to={interactionHref(i)}>{i.subject || t('detail.noSubject')}</RouterLink>
          </Link>
          <Text size={200}>{formatDateTime(i.created_at)}</Text>
        </li>
      ))}
    </ul>
  );
}
