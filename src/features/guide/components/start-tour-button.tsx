import { Button } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { tour } from '../tour/tour-store';

/** Restarts the guided tour from its first step (help pages). */
export function StartTourButton() {
  const { t } = useTranslation('guide');
  return (
    <Button appearance="primary" icon={<PlayRegular />} onClick={tour.start}>
      {t('tourCard.start')}
    </Button>
  );
}
