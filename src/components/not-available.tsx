import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    maxWidth: '720px',
  },
});

/**
 * What a screen shows until its issue lands: its own title and an honest note. One component for
 * all of them, so replacing a screen is a one-line route change.
 */
export function NotAvailable({ title, onHome }: { title: string; onHome?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-labelledby="not-available-title">
      <Text as="h1" id="not-available-title" size={700} weight="semibold">
        {title}
      </Text>
      <Text>{t('notAvailable.text')}</Text>
      {onHome ? (
        <Button appearance="secondary" onClick={onHome}>
          {t('notAvailable.home')}
        </Button>
      ) : null}
    </section>
  );
}
