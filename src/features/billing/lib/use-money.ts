import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** Whole tugrik through the one formatter: 1 234 567 ₮. */
export function useMoney() {
  const { t } = useTranslation('billing');
  return (amount: number) => t('money', { amount: formatNumber(amount) });
}
