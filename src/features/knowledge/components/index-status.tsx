import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useIndexStatus } from '../api/get-index-status';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Whether the virtual agents search knowledge by meaning too (an embeddings endpoint on the server), and how much is ready. */
export function IndexStatus() {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const status = useIndexStatus(true);
  if (!status.data) return null;
  const { embeddings, model, items, embedded } = status.data;
  return (
    <section className={styles.root} aria-labelledby="knowledge-meaning">
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold" id="knowledge-meaning">
          {t('meaning.title')}
        </Text>
        <Badge appearance="tint" color={embeddings ? 'success' : 'informative'}>
          {embeddings ? t('meaning.stateOn') : t('meaning.stateOff')}
        </Badge>
      </div>
      {embeddings ? (
        <>
          <Text>{t('meaning.on', { model })}</Text>
          <Text size={200}>
            {embedded < items
              ? t('meaning.progress', { embedded: formatNumber(embedded), items: formatNumber(items) })
              : t('meaning.ready', { items: formatNumber(items) })}
          </Text>
        </>
      ) : (
        <Text>{t('meaning.off', { setting: 'EMBEDDINGS_URL' })}</Text>
      )}
    </section>
  );
}
