import { useTranslation } from 'react-i18next';
import { GuideContent } from '../components/guide-content';

/** /guide (guide layout): help guides, settings guides, the tour and feedback. */
export default function GuidePage() {
  const { t } = useTranslation('guide');
  return <GuideContent title={t('guideTitle')} />;
}
