import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../../../../contracts/company.schema';
import { showToast } from '../../../lib/toasts';
import { useUpdateLogo } from '../api/update-logo';
import { ImagePicker } from './image-picker';
import { Section } from './section';

/** The company logo, saved as soon as a valid image is chosen (or removed). */
export function LogoSection({ company, canEdit }: { company: CompanySettings; canEdit: boolean }) {
  const { t } = useTranslation('company');
  const update = useUpdateLogo();
  const change = (logo: string | null) => update.mutate(logo, { onSuccess: () => showToast({ intent: 'success', title: t(logo ? 'logo.saved' : 'logo.removed') }) });
  return (
    <Section title={t('logo.title')}>
      {!company.logo && !canEdit ? <Text>{t('logo.none')}</Text> : null}
      <ImagePicker
        label={t('logo.title')}
        alt={t('logo.alt')}
        pickLabel={t('logo.pick')}
        removeLabel={t('logo.remove')}
        value={company.logo}
        onChange={change}
        disabled={!canEdit || update.isPending}
      />
    </Section>
  );
}
