import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTORS, type Sector } from '../../../../contracts/constants';
import type { PendingCompany } from '../../../../contracts/onboarding.schema';
import { showToast } from '../../../lib/toasts';
import { useApproveCompany } from '../api/approve-company';
import { RejectDialog } from './reject-dialog';
import { formatDateTime } from '../../../lib/format';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  // A long e-mail address wraps inside its cell instead of running over the next column.
  wrap: { overflowWrap: 'anywhere' },
});

const isSector = (value: string): value is Sector => (SECTORS as readonly string[]).includes(value);

/** The waiting companies with Approve and Reject per row. */
export function PendingCompaniesTable({ companies }: { companies: PendingCompany[] }) {
  const styles = useStyles();
  const { t } = useTranslation(['admin', 'onboarding']);
  const approve = useApproveCompany();
  const [rejecting, setRejecting] = useState<PendingCompany | null>(null);

  const onApprove = (company: PendingCompany) => {
    approve.mutateAsync(company.id).then(
      () => showToast({ intent: 'success', title: t('approved', { name: company.name }) }),
      () => {}, // the HTTP client's toast tells why
    );
  };

  return (
    <>
      <Table aria-label={t('pending')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.sector')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.employees')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.requestedBy')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.requestedAt')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.map((company) => (
            <TableRow key={company.id}>
              <TableCell>{company.name}</TableCell>
              <TableCell>{isSector(company.sector) ? t(`onboarding:sectors.${company.sector}`) : company.sector}</TableCell>
              <TableCell>{company.employee_count}</TableCell>
              <TableCell className={styles.wrap}>{company.requested_by ? `${company.requested_by.name} (${company.requested_by.email})` : ''}</TableCell>
              <TableCell>{formatDateTime(company.requested_at)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button appearance="primary" size="small" disabled={approve.isPending} onClick={() => onApprove(company)}>
                    {t('approve')}
                  </Button>
                  <Button size="small" onClick={() => setRejecting(company)}>
                    {t('reject')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rejecting ? <RejectDialog company={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
