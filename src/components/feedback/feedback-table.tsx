import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../contracts/feedback.schema';
import { formatDateTime } from '../../lib/format';

const useStyles = makeStyles({
  details: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  narrow: { width: '120px' },
});

/** Feedback rows: when, who (and which company, across companies), category, rating, page and the words. */
export function FeedbackTable({ items, showCompany }: { items: Feedback[]; showCompany: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('admin');
  return (
    <Table aria-label={t('feedback.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.narrow}>{t('feedback.columns.time')}</TableHeaderCell>
          <TableHeaderCell>{t('feedback.columns.from')}</TableHeaderCell>
          <TableHeaderCell className={styles.narrow}>{t('feedback.columns.category')}</TableHeaderCell>
          <TableHeaderCell className={styles.narrow}>{t('feedback.columns.rating')}</TableHeaderCell>
          <TableHeaderCell>{t('feedback.columns.details')}</TableHeaderCell>
          <TableHeaderCell className={styles.narrow}>{t('feedback.columns.page')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{formatDateTime(item.created_at)}</TableCell>
            <TableCell>
              {showCompany ? <Text block>{item.company.name}</Text> : null}
              <Text block size={200}>
                {item.user ? `${item.user.name} (${item.user.email})` : t('feedback.deletedUser')}
              </Text>
            </TableCell>
            <TableCell>{t(`feedback.categories.${item.category}`)}</TableCell>
            <TableCell>{t('feedback.ratingValue', { rating: item.rating })}</TableCell>
            <TableCell>
              <Text className={styles.details}>{item.details}</Text>
            </TableCell>
            <TableCell>{item.page_path}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
