import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PlanLimits, Usage } from '../../../../contracts/billing.schema';
import { formatNumber } from '../../../lib/format';

const ROWS = ['users', 'bots', 'bot_interactions', 'channels'] as const;

/** What the plan allows next to what the company uses; null is unlimited. */
export function LimitsTable({ limits, usage }: { limits: PlanLimits; usage: Usage }) {
  const { t } = useTranslation('billing');
  return (
    <Table aria-label={t('myPlan.limitsTitle')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('myPlan.limitsTitle')}</TableHeaderCell>
          <TableHeaderCell />
        </TableRow>
      </TableHeader>
      <TableBody>
        {ROWS.map((key) => {
          const limit = limits[key];
          return (
            <TableRow key={key} data-limit={key}>
              <TableCell>{t(`myPlan.limits.${key}`)}</TableCell>
              <TableCell>{t('myPlan.usage', { used: formatNumber(usage[key]), limit: limit === null ? t('myPlan.unlimited') : formatNumber(limit) })}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
