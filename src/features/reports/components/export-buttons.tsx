import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { downloadReport } from '../api/export-report';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', flexWrap: 'wrap' } });

/** CSV and XLSX of one table; while a file downloads, how much has arrived. */
export function ExportButtons({ urlOf, label }: { urlOf: (format: 'csv' | 'xlsx') => string; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const [received, setReceived] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const run = (format: 'csv' | 'xlsx') => {
    setFailed(false);
    setReceived(0);
    downloadReport(urlOf(format), setReceived)
      .catch(() => setFailed(true))
      .finally(() => setReceived(null));
  };
  return (
    <div className={styles.row} role="group" aria-label={label}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} size="small" appearance="subtle" icon={<ArrowDownloadRegular />} disabled={received !== null} onClick={() => run(format)}>
          {t(`export.${format}`)}
        </Button>
      ))}
      {received !== null ? <Text role="status">{t('export.running', { size: formatNumber(Math.round(received / 1024)) })}</Text> : null}
      {failed ? <Text role="alert">{t('export.failed')}</Text> : null}
    </div>
  );
}
