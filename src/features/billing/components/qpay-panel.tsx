import { Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { QpayPayment } from '../../../../contracts/billing.schema';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  qr: { width: '220px', height: '220px', imageRendering: 'pixelated', border: `1px solid ${tokens.colorNeutralStroke2}` },
  banks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  bank: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * QPay's QR and the banks' deep links, while the page waits for the payment. The banks' logos are
 * left out: they live on QPay's servers, which the console's content policy does not load images from.
 */
export function QpayPanel({ payment }: { payment: QpayPayment }) {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  return (
    <section className={styles.root} aria-label={t('invoice.payQpay')}>
      <Text>{t('qpay.scan')}</Text>
      <img className={styles.qr} src={payment.qr_image} alt={t('qpay.qrAlt')} />
      <Text weight="semibold">{t('qpay.banks')}</Text>
      <ul className={styles.banks}>
        {payment.urls.map((bank) => (
          <li key={bank.name} className={styles.bank}>
            <Link href={bank.link}>{bank.description ?? bank.name}</Link>
          </li>
        ))}
      </ul>
      {payment.demo_pay_url ? (
        <Link href={payment.demo_pay_url} target="_blank" rel="noreferrer">
          {t('qpay.demoPay')}
        </Link>
      ) : null}
      <Spinner size="tiny" label={t('qpay.waiting')} labelPosition="after" />
    </section>
  );
}
