import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contracts/billing.schema';
import { formatDate, formatNumber } from '../../../lib/format';
import { planName } from '../lib/plan-name';
import { InvoiceStatusBadge } from './state-badge';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Number, status, plan, term, dates and the exchange rate of one invoice. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const rows: [string, ReactNode][] = [
    [t('invoice.number'), invoice.number],
    [t('invoice.status'), <InvoiceStatusBadge key="s" status={invoice.status} />],
    [t('invoice.plan'), planName(invoice.plan)],
    [t('invoice.term'), t(`term.${invoice.term_unit}`, { count: invoice.term_count })],
    [t('invoice.createdAt'), formatDate(invoice.created_at)],
    [t('invoice.dueAt'), formatDate(invoice.due_at)],
  ];
  if (invoice.paid_at) rows.push([t('invoice.paidAt'), `${formatDate(invoice.paid_at)}${invoice.paid_by ? ` · ${t('invoice.paidBy', { who: invoice.paid_by })}` : ''}`]);
  if (invoice.activated_at) rows.push([t('invoice.activatedAt'), formatDate(invoice.activated_at)]);
  if (invoice.period_end) rows.push([t('invoice.endedAt'), formatDate(invoice.period_end)]);
  return (
    <>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.lines.some((l) => l.kind === 'additional_agent') || invoice.exchange_rate ? (
        <Text data-testid="exchange-rate">{t('invoice.exchangeRate', { rate: formatNumber(invoice.exchange_rate) })}</Text>
      ) : null}
    </>
  );
}
