import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** The terms of spec §4 and §9 a buyer accepts. */
export function PurchaseTerms() {
  const styles = useStyles();
  const { t } = useTranslation('billing');
  const terms = t('purchase.terms', { returnObjects: true }) as string[];
  return (
    <section className={styles.box} aria-label={t('purchase.termsTitle')}>
      <Text as="h2" size={400} weight="semibold">
        {t('purchase.termsTitle')}
      </Text>
      <ul className={styles.list}>
        {terms.map((term) => (
          <li key={term}>
            <Text>{term}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
