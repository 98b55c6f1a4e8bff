import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useFileSize, useGuideMedia } from './use-guide-media';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  video: { width: '100%', maxWidth: '800px', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusLarge },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The whole recording of the console and the whole PDF guide, in the chosen language. */
export function GuideMediaSection() {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const { media, lang } = useGuideMedia();
  const size = useFileSize();
  if (!media) return null;
  return (
    <section className={styles.section} aria-labelledby="guide-media-title">
      <Text id="guide-media-title" as="h2" size={500} weight="semibold">
        {t('media.heading')}
      </Text>
      <Text className={styles.muted}>{t('media.intro')}</Text>
      {/* The poster (the recording's title card) fills the box until the video is played. */}
      <video className={styles.video} src={media.video.file} poster={media.video.poster} controls preload="metadata" aria-label={t('media.videoLabel')}>
        <track kind="captions" src={media.video.captions} srcLang={lang} label={t('media.videoLabel')} />
        <Link href={media.video.file} download>
          {t('media.noVideo')}
        </Link>
      </video>
      <div className={styles.links}>
        <Link className={styles.link} href={media.pdf.file} target="_blank" rel="noopener">
          <DocumentPdfRegular aria-hidden />
          {t('media.pdfLink', { pages: media.pdf.pages, size: size(media.pdf.bytes) })}
        </Link>
        <Link className={styles.link} href={media.pdf.file} download>
          <ArrowDownloadRegular aria-hidden />
          {t('media.download')}
        </Link>
      </div>
    </section>
  );
}
