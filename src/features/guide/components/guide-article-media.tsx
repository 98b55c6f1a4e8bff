import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { HELP_GUIDES, type ArticleId } from '../data/guides';
import { useGuideMedia } from './use-guide-media';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A help guide's own part of the recording (a video guide) and its pages of the PDF (every help guide). */
export function GuideArticleMedia({ id }: { id: ArticleId }) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const { media, lang } = useGuideMedia();
  const guide = HELP_GUIDES.find((g) => g.id === id);
  if (!media || !guide) return null;
  const chapter = guide.kind === 'video' ? media.video.chapters[guide.id] : undefined;
  const page = media.pdf.sections[guide.id];
  return (
    <div className={styles.root}>
      {chapter ? (
        <>
          <Text weight="semibold">{t('media.inVideo')}</Text>
          {/* A media fragment plays this guide's chapter of the one recording. */}
          <video
            className={styles.video}
            src={`${media.video.file}#t=${chapter[0]},${chapter[1]}`}
            poster={media.video.poster}
            controls
            preload="metadata"
            aria-label={t('media.inVideo')}
          >
            <track kind="captions" src={media.video.captions} srcLang={lang} label={t('media.videoLabel')} />
            <Link href={media.video.file} download>
              {t('media.noVideo')}
            </Link>
          </video>
        </>
      ) : null}
      {page ? (
        <Link className={styles.link} href={`${media.pdf.file}#page=${page}`} target="_blank" rel="noopener">
          <DocumentPdfRegular aria-hidden />
          {t('media.inPdf', { page })}
        </Link>
      ) : null}
    </div>
  );
}
