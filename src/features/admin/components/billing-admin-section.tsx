import {
  Button,
  Card,
  Field,
  Input,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../contracts/billing.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { describeError } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useAdminPlans, useExchangeRate, useMarkInvoicePaid, useSetExchangeRate } from '../api/billing-admin';
import { PlanEditDialog } from './plan-edit-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '520px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

/** The superadmin's billing: plans, a bank transfer marked paid, and the dollar's rate. */
export function BillingAdminSection() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <PlansTable />
      <MarkPaidCard />
      <ExchangeRateCard />
    </div>
  );
}

function PlansTable() {
  const { t } = useTranslation('billing');
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<Plan>();
  if (plans.isPending) return <Spinner size="small" />;
  if (plans.isError) return <EmptyState onRetry={() => void plans.refetch()} />;
  const limit = (v: number | null) => (v === null ? t('myPlan.unlimited') : formatNumber(v));
  return (
    <>
      <Text as="h2" size={500} weight="semibold">
        {t('admin.plansTitle')}
      </Text>
      <Table aria-label={t('admin.plansTitle')} size="small">
        <TableHeader>
          <TableRow>
            {(['code', 'name_mn', 'name_en', 'term_unit', 'price', 'users', 'bots', 'bot_interactions', 'channels', 'active'] as const).map((c) => (
              <TableHeaderCell key={c}>{t(`admin.fields.${c}`)}</TableHeaderCell>
            ))}
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {plans.data.items.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.code}</TableCell>
              <TableCell>{p.name_mn}</TableCell>
              <TableCell>{p.name_en}</TableCell>
              <TableCell>{t(`units.${p.term_unit}`)}</TableCell>
              <TableCell>{formatNumber(p.price)}</TableCell>
              <TableCell>{limit(p.limits.users)}</TableCell>
              <TableCell>{limit(p.limits.bots)}</TableCell>
              <TableCell>{limit(p.limits.bot_interactions)}</TableCell>
              <TableCell>{limit(p.limits.channels)}</TableCell>
              <TableCell>{p.active ? t('admin.yes') : t('admin.no')}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setEditing(p)} aria-label={`${t('admin.edit')} ${p.code}`}>
                  {t('admin.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? <PlanEditDialog plan={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}

function MarkPaidCard() {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const mark = useMarkInvoicePaid();
  const [id, setId] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const valid = /^\d+$/.test(id.trim()) && Number(id) > 0;
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('admin.markPaidTitle')}
      </Text>
      <div className={styles.row}>
        <Field label={t('admin.invoiceId')}>
          <Input inputMode="numeric" value={id} onChange={(_, d) => setId(d.value)} />
        </Field>
        <Button appearance="primary" disabled={!valid} onClick={() => setAsking(true)}>
          {t('admin.markPaid')}
        </Button>
      </div>
      <FormError message={error} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('admin.markPaidConfirm')}
        onConfirm={async () => {
          setError(undefined);
          try {
            const invoice = await mark.mutateAsync(Number(id));
            showToast({ intent: 'success', title: t('admin.markedPaid', { number: invoice.number }) });
            setId('');
          } catch (e) {
            setError(describeError(e));
          }
        }}
      />
    </Card>
  );
}

function ExchangeRateCard() {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const rate = useExchangeRate();
  const save = useSetExchangeRate();
  const [value, setValue] = useState<string>();
  const [error, setError] = useState<string>();
  const shown = value ?? (rate.data ? String(rate.data.usd_mnt) : '');
  const valid = Number(shown) > 0;
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('admin.rateTitle')}
      </Text>
      <div className={styles.row}>
        <Field label={t('admin.rate')}>
          <Input type="number" min={0} value={shown} onChange={(_, d) => setValue(d.value)} />
        </Field>
        <Button
          appearance="primary"
          disabled={!valid || save.isPending}
          onClick={() => {
            setError(undefined);
            save.mutate(Number(shown), {
              onSuccess: () => {
                setValue(undefined);
                showToast({ intent: 'success', title: t('admin.rateSaved') });
              },
              onError: (e) => setError(describeError(e)),
            });
          }}
        >
          {t('admin.save')}
        </Button>
      </div>
      <FormError message={error} />
    </Card>
  );
}
