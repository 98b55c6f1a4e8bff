import { Button } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tour } from '../tour/tour-store';

/**
 * Restarts the guided tour from its first step (help pages). The tour points at the main menu, so
 * from a layout without one (the guide layout) it first goes home, where the menu is.
 */
export function StartTourButton() {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const start = () => {
    if (!document.querySelector('[data-tour="main-menu"]')) void navigate('/');
    tour.start();
  };
  return (
    <Button appearance="primary" icon={<PlayRegular />} onClick={start}>
      {t('tourCard.start')}
    </Button>
  );
}
