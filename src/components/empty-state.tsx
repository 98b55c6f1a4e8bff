import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/** Shared empty state: 'Мэдээлэл одсонгүй!' with an optional 'Дахин оролдох' action (spec §2). */
export function EmptyState({ onRetry, title }: { onRetry?: () => void; title?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="status">
      <DocumentSearchRegular className={styles.icon} aria-hidden />
      <Text as="h2" size={500} weight="semibold">
        {title ?? t('empty.title')}
      </Text>
      {onRetry ? (
        <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('empty.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** The short text of an empty selection list: 'Хоосон байна.' */
export function EmptyListText() {
  const { t } = useTranslation();
  return <Text italic>{t('empty.list')}</Text>;
}
