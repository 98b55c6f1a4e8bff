import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, SubscriptionState } from '../../../../contracts/billing.schema';

const SUBSCRIPTION_COLOR: Record<SubscriptionState, BadgeProps['color']> = {
  trial: 'informative',
  active: 'success',
  due: 'warning',
  grace: 'warning',
  expired: 'danger',
};
const INVOICE_COLOR: Record<InvoiceStatus, BadgeProps['color']> = { created: 'warning', paid: 'brand', activated: 'success', cancelled: 'subtle' };

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation('billing');
  return (
    <Badge appearance="tint" color={SUBSCRIPTION_COLOR[state]}>
      {t(`states.${state}`)}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge appearance="tint" color={INVOICE_COLOR[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
