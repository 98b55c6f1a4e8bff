import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { NotAvailable } from '../../components/not-available';
import { titleKeyOf } from './route-handle';

/** Every screen that a later issue builds: its own title and an honest "not available yet". */
export default function PlaceholderRoute() {
  const { t } = useTranslation(['common', 'menu']);
  const navigate = useNavigate();
  const key = titleKeyOf(useMatches());
  return <NotAvailable title={key ? t(`menu:${key}`) : t('appName')} onHome={() => navigate('/')} />;
}
