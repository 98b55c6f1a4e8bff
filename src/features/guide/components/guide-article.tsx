import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stepKeys, type ArticleId } from '../data/guides';
import { GuideArticleMedia } from './guide-article-media';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    maxWidth: '800px',
  },
  title: { outlineStyle: 'none' },
  description: { color: tokens.colorNeutralForeground3 },
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingLeft: tokens.spacingHorizontalXL, margin: 0 },
});

/** One guide, read in place of the lists: its steps in order, and the way back. */
export function GuideArticle({ id, onBack }: { id: ArticleId; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Keys built from the static guide list; tests check each one exists in both languages.
  const text = (key: string) => t(`articles.${id}.${key}` as 'articles.gmail.title');

  // A screen reader (and the keyboard) starts at the guide just opened.
  useEffect(() => titleRef.current?.focus(), [id]);

  return (
    <article className={styles.root} aria-labelledby="guide-article-title">
      <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
        {t('article.back')}
      </Button>
      <Text id="guide-article-title" ref={titleRef} tabIndex={-1} className={styles.title} as="h2" size={600} weight="semibold">
        {text('title')}
      </Text>
      <Text as="p" className={styles.description}>
        {text('description')}
      </Text>
      <ol className={styles.steps} aria-label={t('article.steps')}>
        {stepKeys(id).map((key) => (
          <li key={key}>
            <Text>{text(`steps.${key}`)}</Text>
          </li>
        ))}
      </ol>
      <GuideArticleMedia id={id} />
    </article>
  );
}
