import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VirtualAgent } from '../../../../contracts/virtual-agent.schema';
import { formatNumber } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useCopyFlows } from '../api/copy-flows';

/** Copies an agent's flows to another agent (they arrive as drafts to check and publish). */
export function CopyFlowsDialog({ from, agents, onClose }: { from: VirtualAgent; agents: VirtualAgent[]; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const others = agents.filter((a) => a.id !== from.id);
  const [to, setTo] = useState(others[0]?.id ?? 0);
  const copy = useCopyFlows();
  const target = others.find((a) => a.id === to);
  const run = async () => {
    const ids = await copy.mutateAsync({ from_agent_user_id: from.id, to_agent_user_id: to });
    showToast({ intent: 'success', title: t('flowsCopied', { n: formatNumber(ids.length), name: target?.name ?? '' }) });
    onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => d.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('copyFlowsTitle', { name: from.name })}</DialogTitle>
          <DialogContent>
            <Field label={t('copyFlowsTo')} hint={t('copyFlowsHint')}>
              <Select value={String(to)} onChange={(_, d) => setTo(Number(d.value))}>
                {others.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button appearance="primary" disabled={!target || copy.isPending} onClick={() => void run()}>
              {t('copyFlows')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
