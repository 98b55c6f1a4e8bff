import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow, FlowGraph, FlowStatus } from '../../../../../contracts/flow.schema';
import { FLOW_ISSUE_CODES, type FlowIssue } from '../../../../../contracts/flow-run.schema';
import { validateFlow } from '../../../../../machines/flow-validation';
import { ApiError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useSetFlowStatus } from '../../api/set-flow-status';
import { useUpdateFlow } from '../../api/update-flow';

/** The server's refusal of an invalid flow names its nodes; the canvas marks them. */
function refusedNodes(error: unknown): FlowIssue[] | null {
  if (!(error instanceof ApiError) || error.code !== 'err_flow_invalid') return null;
  const body = error.body as { nodes?: string; reasons?: string } | undefined;
  // node:code pairs say why (a subflow chain that loops is known only to the server, which has every flow).
  if (body?.reasons)
    return body.reasons.split(',').map((pair) => {
      const [id, code] = pair.split(':');
      return { nodeId: id || null, code: (FLOW_ISSUE_CODES as readonly string[]).includes(code) ? (code as FlowIssue['code']) : 'no_exit' };
    });
  return String(body?.nodes ?? '')
    .split(',')
    .map((id) => ({ nodeId: id || null, code: 'no_exit' as const }));
}

/** Save (Ctrl+S too) and publish / back to draft; publishing checks the graph first, as the server does. */
export function useSaveAndPublish(flow: Flow, graph: () => FlowGraph, markSaved: () => void, setMarking: (issues: FlowIssue[] | null) => void) {
  const { t } = useTranslation('flows');
  const update = useUpdateFlow({ silent: (e) => e.code === 'err_flow_invalid' });
  const setStatus = useSetFlowStatus();
  const [status, setLocalStatus] = useState<FlowStatus>(flow.status);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      const marks = refusedNodes(err);
      // The server names the nodes; the same rules run here say what is wrong with each.
      // Any other refusal was already told by the HTTP client's toast.
      if (marks) {
        const local = validateFlow(graph());
        setMarking(local.length ? local : marks);
      }
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await update.mutateAsync({ id: flow.id, body: { graph: graph() } });
      markSaved();
      showToast({ intent: 'success', title: t('canvas.saved') });
    });
  const togglePublish = () =>
    run(async () => {
      if (status === 'published') {
        await setStatus.mutateAsync({ id: flow.id, status: 'draft' });
        setLocalStatus('draft');
        showToast({ intent: 'success', title: t('canvas.unpublished') });
        return;
      }
      const issues = validateFlow(graph());
      setMarking(issues.length ? issues : null);
      if (issues.length) return;
      await update.mutateAsync({ id: flow.id, body: { graph: graph() } });
      markSaved();
      await setStatus.mutateAsync({ id: flow.id, status: 'published' });
      setLocalStatus('published');
      showToast({ intent: 'success', title: t('canvas.published') });
    });
  return { save, togglePublish, status, busy };
}
