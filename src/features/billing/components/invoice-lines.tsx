import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contracts/billing.schema';
import { formatNumber } from '../../../lib/format';
import { useMoney } from '../lib/use-money';

/** The invoice's lines, then its total, in tugrik. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return (
    <Table aria-label={t('invoice.title', { number: invoice.number })} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('invoice.lines.description')}</TableHeaderCell>
          <TableHeaderCell>{t('invoice.lines.quantity')}</TableHeaderCell>
          <TableHeaderCell>{t('invoice.lines.unitPrice')}</TableHeaderCell>
          <TableHeaderCell>{t('invoice.lines.amount')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoice.lines.map((line, i) => (
          <TableRow key={i}>
            {/* An upgrade's credit for unused days reads in the reader's language; other lines as issued. */}
            <TableCell>{line.kind === 'credit' ? t('invoice.lines.credit', { count: line.quantity }) : line.description}</TableCell>
            <TableCell>{formatNumber(line.quantity)}</TableCell>
            <TableCell>{money(line.unit_price)}</TableCell>
            <TableCell>{money(line.amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>
            <strong>{t('invoice.total')}</strong>
          </TableCell>
          <TableCell />
          <TableCell />
          <TableCell data-testid="invoice-total">
            <strong>{money(invoice.total)}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
