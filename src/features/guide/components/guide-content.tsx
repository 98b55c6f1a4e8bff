import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-component';
import { TourHostInner } from '../tour/tour-host-inner';
import { FeedbackButtonInner } from './feedback-button-inner';
import { GuideArticle } from './guide-article';
import { GuideSections } from './guide-sections';
import { useArticleParam } from './use-article-param';

// Only a company's admins read their staff's feedback; the list loads when one opens help.
const FeedbackSection = lazyComponent(() => import('../../../components/feedback/feedback-section').then((m) => m.FeedbackSection), ['admin']);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '1200px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  team: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Both help routes: the feedback entry, then either the guide lists or the guide being read. */
export function GuideContent({ title }: { title: string }) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const article = useArticleParam();
  const { me } = useCurrentUser();
  const readsTeamFeedback = me.role === 'admin' && me.company_id !== 0;
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
      {readsTeamFeedback && !article.open ? (
        <section className={styles.team} aria-labelledby="team-feedback">
          <Text as="h2" id="team-feedback" size={500} weight="semibold">
            {t('teamFeedback.title')}
          </Text>
          <Suspense fallback={null}>
            <FeedbackSection scope="company" />
          </Suspense>
        </section>
      ) : null}
      {/* Draws the tour here only where the layout has no host of its own (the guide layout). */}
      <TourHostInner standby />
    </div>
  );
}
