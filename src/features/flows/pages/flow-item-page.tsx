import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useFlow } from '../api/get-flow';
import { FlowDialog } from '../components/flow-dialog';

/** /settings/flow/item/{id}: the flow's settings (title, trigger phrases, tags); closing opens its canvas. */
export default function FlowItemPage() {
  const { t } = useTranslation(['flows', 'common']);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const flow = useFlow(id);
  if (!Number.isInteger(id) || id < 1 || flow.error) return <EmptyState title={t('canvas.notFound')} />;
  if (flow.isPending) return <Spinner size="small" label={t('common:loading')} />;
  return <FlowDialog open flow={flow.data} onOpenChange={(open) => open || void navigate(`/settings/flow/${id}`)} />;
}
