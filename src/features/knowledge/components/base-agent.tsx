import { Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { KnowledgeBase } from '../../../../contracts/knowledge.schema';
import { Dropdown } from '../../../components/dropdown';
import { DIRECTORY_PARAMS, useUserItems } from '../../../lib/api/users';
import { showToast } from '../../../lib/toasts';
import { useUpdateBase } from '../api/update-base';

/**
 * The virtual agent a knowledge base trains. A fired agent's base shows none and is moved here to
 * another agent (spec §4).
 */
export function BaseAgent({ base, canEdit }: { base: KnowledgeBase; canEdit: boolean }) {
  const { t } = useTranslation('knowledge');
  const people = useUserItems(DIRECTORY_PARAMS);
  const update = useUpdateBase();
  const agents = (people.data ?? []).filter((u) => u.user_type !== 'human');
  const current = agents.find((a) => a.id === base.agent_user_id);
  return (
    <Dropdown
      aria-label={t('bases.agent', { base: base.name })}
      disabled={!canEdit || update.isPending}
      value={current?.user_name ?? t('bases.noAgent')}
      selectedOptions={[String(base.agent_user_id ?? '')]}
      onOptionSelect={(_, d) => {
        const agentId = d.optionValue ? Number(d.optionValue) : null;
        void update
          .mutateAsync({ id: base.id, body: { name: base.name, agent_user_id: agentId } })
          .then(() => showToast({ intent: 'success', title: t('bases.agentSaved') }));
      }}
    >
      <Option value="">{t('bases.noAgent')}</Option>
      {agents.map((a) => (
        <Option key={a.id} value={String(a.id)}>
          {a.user_name}
        </Option>
      ))}
    </Dropdown>
  );
}
