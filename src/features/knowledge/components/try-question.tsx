import { Badge, Button, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChatHelpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useKnowledgeSearch } from '../api/search-knowledge';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '760px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1 },
  hit: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
});

/** Ask as a customer would and see what the virtual agent would answer from (active Q&A, published files). */
export function TryQuestion() {
  const styles = useStyles();
  const { t } = useTranslation('knowledge');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const hits = useKnowledgeSearch(asked);
  return (
    <section className={styles.root} aria-labelledby="knowledge-try">
      <Text as="h2" size={500} weight="semibold" id="knowledge-try">
        {t('try.title')}
      </Text>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(typed.trim());
        }}
      >
        <Input
          className={styles.input}
          aria-label={t('try.label')}
          placeholder={t('try.placeholder')}
          maxLength={500}
          value={typed}
          onChange={(_, d) => setTyped(d.value)}
        />
        <Button type="submit" icon={<ChatHelpRegular />}>
          {t('try.ask')}
        </Button>
      </form>
      {hits.isFetching ? <Spinner size="tiny" /> : null}
      {hits.data?.length === 0 ? <Text italic>{t('try.nothing')}</Text> : null}
      {hits.data?.map((h) => (
        <div key={`${h.kind}-${h.id}`} className={styles.hit}>
          <Text weight="semibold">
            <Badge appearance="tint" color={h.kind === 'qa' ? 'brand' : 'informative'}>
              {t(`try.kinds.${h.kind}`)}
            </Badge>{' '}
            {h.kind === 'qa' ? h.text : h.source_title}
          </Text>
          <Text>{h.answer}</Text>
          <Text size={200}>{t('try.score', { score: formatNumber(h.score, undefined, { style: 'percent' }), source: h.source_title || '—' })}</Text>
        </div>
      ))}
    </section>
  );
}
