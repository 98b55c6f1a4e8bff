import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../../contracts/constants';
import { GUIDE_MEDIA } from '../data/guide-media';

/** The PDF and video of the chosen language (undefined until `npm run guides` has made them). */
export function useGuideMedia() {
  const { i18n } = useTranslation();
  const lang = (LOCALES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as Locale) : 'mn';
  return { media: GUIDE_MEDIA[lang], lang };
}

/** A file size as people read it: KB under a megabyte, MB with one decimal above. */
export function useFileSize() {
  const { t } = useTranslation('guide');
  return (bytes: number) => (bytes < 1024 * 1024 ? t('media.kilobytes', { n: Math.round(bytes / 1024) }) : t('media.megabytes', { n: (bytes / 1024 / 1024).toFixed(1) }));
}
