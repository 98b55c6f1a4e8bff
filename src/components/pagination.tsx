// One pager for every paged list, so the 7-slot rule of spec §2 lives in one place.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { pageItems } from '../lib/pagination';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  page: { minWidth: '32px' },
  ellipsis: { minWidth: '32px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export interface PaginationProps {
  /** 1-based active page; out-of-range values are clamped. */
  page: number;
  /** Number of pages. A single page (or none) renders nothing: there is nowhere to go. */
  total: number;
  onChange: (page: number) => void;
}

/** The shared list pager (spec §2): previous, up to 7 page slots, next. */
export function Pagination({ page, total, onChange }: PaginationProps) {
  const styles = useStyles();
  const { t } = useTranslation('list');
  const items = pageItems(page, total);
  if (items.length <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), Math.floor(total));
  const go = (to: number) => {
    if (to !== current) onChange(to);
  };
  return (
    <nav className={styles.root} aria-label={t('pagination.label')}>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('pagination.previous')} disabled={current <= 1} onClick={() => go(current - 1)} />
      {items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            className={styles.page}
            appearance={item === current ? 'primary' : 'subtle'}
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} className={styles.ellipsis} aria-hidden>
            …
          </span>
        ),
      )}
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('pagination.next')} disabled={current >= total} onClick={() => go(current + 1)} />
    </nav>
  );
}
