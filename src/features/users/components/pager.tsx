import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingTop: tokens.spacingVerticalM },
});

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next over server pages; nothing when everything fits on one page. */
export function Pager({ page, size, total, onPage }: PagerProps) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;
  return (
    <nav className={styles.root} aria-label={t('pager.label')}>
      <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text>{t('pager.status', { page, pages, total })}</Text>
      <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
