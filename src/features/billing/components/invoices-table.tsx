import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../../contracts/billing.schema';
import { formatDate } from '../../../lib/format';
import { planName } from '../lib/plan-name';
import { useMoney } from '../lib/use-money';
import { InvoiceStatusBadge } from './state-badge';

const COLUMNS = ['number', 'status', 'plan', 'term', 'total', 'createdAt', 'paidAt', 'activatedAt', 'endedAt'] as const;

/** Past invoices and purchases; each number opens its invoice. */
export function InvoicesTable({ items }: { items: Invoice[] }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return (
    <Table aria-label={t('myPlan.archive')} size="small">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHeaderCell key={c}>{t(`archive.columns.${c}`)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>
              <Link to={`/settings/my_plan/invoice/${invoice.id}`}>{invoice.number}</Link>
            </TableCell>
            <TableCell>
              <InvoiceStatusBadge status={invoice.status} />
            </TableCell>
            <TableCell>{planName(invoice.plan)}</TableCell>
            <TableCell>{t(`term.${invoice.term_unit}`, { count: invoice.term_count })}</TableCell>
            <TableCell>{money(invoice.total)}</TableCell>
            <TableCell>{formatDate(invoice.created_at)}</TableCell>
            <TableCell>{formatDate(invoice.paid_at)}</TableCell>
            <TableCell>{formatDate(invoice.activated_at)}</TableCell>
            <TableCell>{formatDate(invoice.period_end)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
