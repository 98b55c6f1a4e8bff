import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useFlow } from '../api/get-flow';
import { FlowCanvas } from '../components/canvas/flow-canvas';
import { FlowDialog } from '../components/flow-dialog';

/** /settings/flow/{flow}: the flow's canvas (a chunk of its own: React Flow stays out of the main bundle). */
export default function FlowCanvasPage() {
  const { t } = useTranslation(['flows', 'common']);
  const id = Number(useParams().flow);
  const { me } = useCurrentUser();
  const flow = useFlow(id);
  const [settings, setSettings] = useState(false);
  if (!Number.isInteger(id) || id < 1 || flow.error) return <EmptyState title={t('canvas.notFound')} />;
  if (flow.isPending) return <Spinner size="small" label={t('common:loading')} />;
  return (
    <>
      {/* Keyed by id: another flow starts a fresh canvas and history. */}
      <FlowCanvas key={flow.data.id} flow={flow.data} canEdit={can(me, 'settings.edit')} onSettings={() => setSettings(true)} />
      <FlowDialog open={settings} onOpenChange={setSettings} flow={flow.data} />
    </>
  );
}
