import { useTranslation } from 'react-i18next';
import { GuideContent } from '../components/guide-content';

/** /guide/general (default layout; the menu's Help and Settings → guides): the same help content. */
export default function GeneralGuidePage() {
  const { t } = useTranslation('guide');
  return <GuideContent title={t('title')} />;
}
