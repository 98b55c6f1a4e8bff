import { RatingDisplay } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SERVICE_RATING_MAX } from '../../../../contracts/interaction.schema';

/** A given rating, read-only, named for screen readers ("4 of 5 stars"). */
export function StarsDisplay({ rating }: { rating: number }) {
  const { t } = useTranslation('servicerate');
  return (
    <RatingDisplay
      role="img"
      aria-label={t('stars', { rating, max: SERVICE_RATING_MAX })}
      value={rating}
      max={SERVICE_RATING_MAX}
      color="marigold"
      size="extra-large"
      valueText={{ 'aria-hidden': true }}
    />
  );
}
