import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SERVICE_RATING_MAX } from '../../../../contracts/interaction.schema';

const useStyles = makeStyles({
  stars: { color: tokens.colorPaletteMarigoldForeground1, letterSpacing: '1px', whiteSpace: 'nowrap' },
  none: { color: tokens.colorNeutralForeground3 },
});

/** The customer's rating as stars (read by screen readers as "4 of 5 stars"), or '—'. */
export function RatingStars({ rating }: { rating: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation('history');
  if (rating === null)
    return (
      <span className={styles.none} aria-label={t('rating.none')} role="img">
        {t('none')}
      </span>
    );
  const filled = Math.max(0, Math.min(SERVICE_RATING_MAX, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={t('rating.label', { rating: filled, max: SERVICE_RATING_MAX })}>
      {'★'.repeat(filled)}
      {'☆'.repeat(SERVICE_RATING_MAX - filled)}
    </span>
  );
}
