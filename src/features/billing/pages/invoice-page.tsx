import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { QpayPayment } from '../../../../contracts/billing.schema';
import { EmptyState } from '../../../components/empty-state';
import { PageSpinner } from '../../../components/page-spinner';
import { SettingsPage } from '../../../components/settings-page';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { usePaymentStatus } from '../api/check-payment';
import { useInvoice } from '../api/get-invoice';
import { usePayInvoice } from '../api/pay-invoice';
import { InvoiceFacts } from '../components/invoice-facts';
import { InvoiceLines } from '../components/invoice-lines';
import { PaidNotice } from '../components/paid-notice';
import { QpayPanel } from '../components/qpay-panel';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** One invoice: its facts, lines and total; pay it with QPay until it is paid and activated. */
export default function InvoicePage() {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const id = Number(useParams().id);
  const { me } = useCurrentUser();
  const invoice = useInvoice(id);
  const pay = usePayInvoice();
  const [payment, setPayment] = useState<QpayPayment>();
  const open = invoice.data?.status === 'created';
  // The socket usually says "paid" first; the poll covers a missed event.
  const status = usePaymentStatus(id, open && payment !== undefined);
  const { refetch } = invoice;
  useEffect(() => {
    if (status.data?.paid) void refetch();
  }, [status.data?.paid, refetch]);

  if (invoice.isPending) return <PageSpinner />;
  if (invoice.isError) return <EmptyState title={t('invoice.notFound')} onRetry={() => void invoice.refetch()} />;
  const data = invoice.data;
  return (
    <SettingsPage
      title={t('invoice.title', { number: data.number })}
      action={
        <div className={styles.actions}>
          <Link href={`/api/billing/invoices/${data.id}/pdf`} target="_blank" rel="noreferrer">
            {t('invoice.pdf')}
          </Link>
          <RouterLink to="/settings/my_plan">{t('invoice.back')}</RouterLink>
        </div>
      }
    >
      <InvoiceFacts invoice={data} />
      <InvoiceLines invoice={data} />
      {open && can(me, 'plan.extend') && !payment ? (
        <div>
          <Button appearance="primary" disabled={pay.isPending} onClick={() => pay.mutate(data.id, { onSuccess: setPayment })}>
            {t('invoice.payQpay')}
          </Button>
        </div>
      ) : null}
      {open && payment ? <QpayPanel payment={payment} /> : null}
      {data.status === 'paid' || data.status === 'activated' ? <PaidNotice status={data.status} /> : null}
      <Text size={200}>{data.company_name}</Text>
    </SettingsPage>
  );
}
