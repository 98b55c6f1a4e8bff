import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TourHostInner } from '../tour/tour-host-inner';
import { FeedbackButtonInner } from './feedback-button-inner';
import { GuideArticle } from './guide-article';
import { GuideSections } from './guide-sections';
import { useArticleParam } from './use-article-param';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '1200px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Both help routes: the feedback entry, then either the guide lists or the guide being read. */
export function GuideContent({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const article = useArticleParam();
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Text as="h1" size={700} weight="semibold">
            {title}
          </Text>
          <Text className={styles.muted}>{t('intro')}</Text>
        </div>
        <FeedbackButtonInner />
      </div>
      {article.open ? <GuideArticle id={article.open} onBack={article.close} /> : <GuideSections />}
      {/* Draws the tour here only where the layout has no host of its own (the guide layout). */}
      <TourHostInner standby />
    </div>
  );
}
