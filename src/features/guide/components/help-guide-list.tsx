import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, VideoClipRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../../components/tab-bar';
import { GUIDE_FILTERS, HELP_GUIDES, filterGuides, type GuideFilter, type HelpGuide } from '../data/guides';
import { sectionPages } from '../data/guide-media';
import { GuideCard } from './guide-card';
import { useGuideMedia } from './use-guide-media';
import { useArticleParam } from './use-article-param';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalM,
  },
});

/** Help guides of spec §1 (video and PDF), filterable by kind through `?kind=`. */
export function HelpGuideList() {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const article = useArticleParam();
  const { media } = useGuideMedia();
  const tabs = GUIDE_FILTERS.map((value) => ({ value, label: t(`helpGuides.${value}`) }));

  // The made guides' real lengths: the guide's chapter of the recording, its pages of the PDF.
  const length = (guide: HelpGuide) => {
    const chapter = media?.video.chapters[guide.id];
    if (guide.kind === 'video' && chapter) return t('helpGuides.seconds', { count: Math.round(chapter[1] - chapter[0]) });
    const pages = media ? sectionPages(media.pdf, guide.id) : 0;
    if (guide.kind === 'pdf' && pages) return t('helpGuides.pages', { count: pages });
    return t(guide.kind === 'video' ? 'helpGuides.minutes' : 'helpGuides.pages', { count: guide.length });
  };
  const meta = (guide: HelpGuide) => (
    <>
      <Badge appearance="tint" color={guide.kind === 'video' ? 'brand' : 'danger'} icon={guide.kind === 'video' ? <VideoClipRegular /> : <DocumentPdfRegular />}>
        {t(`helpGuides.${guide.kind}`)}
      </Badge>
      <Text size={200}>{length(guide)}</Text>
    </>
  );

  return (
    <TabBar<GuideFilter> tabs={tabs} param="kind" aria-label={t('helpGuides.filter')}>
      {(filter) => {
        const guides = filterGuides(HELP_GUIDES, filter);
        if (guides.length === 0) return <Text>{t('helpGuides.empty')}</Text>;
        return (
          <div className={styles.grid} role="list" aria-label={t('helpGuides.title')}>
            {guides.map((guide) => (
              <div role="listitem" key={guide.id}>
                <GuideCard
                  title={t(`articles.${guide.id}.title`)}
                  description={t(`articles.${guide.id}.description`)}
                  meta={meta(guide)}
                  linkLabel={t('helpGuides.open')}
                  href={article.hrefOf(guide.id)}
                  onLinkClick={article.onLinkClick(guide.id)}
                />
              </div>
            ))}
          </div>
        );
      }}
    </TabBar>
  );
}
