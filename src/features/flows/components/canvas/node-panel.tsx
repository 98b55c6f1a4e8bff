import { Button, Field, Input, Option, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/dropdown';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ISSUE_THEN, RESPONSE_ACTIONS } from '../../../../../contracts/flow-canvas';
import { FLOW_BUTTON_LABEL_MAX, FLOW_NODE_TEXT_MAX, FLOW_VARIABLE_MAX, type FlowNodeData } from '../../../../../contracts/flow.schema';
import { useCustomApis } from '../../api/get-custom-apis';
import { useFlows } from '../../api/get-flows';
import type { CanvasNode } from './graph-convert';

const useStyles = makeStyles({
  root: {
    width: '300px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

interface NodePanelProps {
  node: CanvasNode;
  flowId: number;
  onChange: (patch: Partial<FlowNodeData>) => void;
  onClose: () => void;
}

/** The editor of the selected node: the fields its kind has (spec §2 response card actions among them). */
export function NodePanel({ node, flowId, onChange, onClose }: NodePanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const apis = useCustomApis();
  const flows = useFlows();
  const kind = node.type!;
  const d = node.data;
  const text = (label: string) => (
    <Field label={label}>
      <Textarea rows={3} resize="vertical" maxLength={FLOW_NODE_TEXT_MAX} value={d.text ?? ''} onChange={(_, v) => onChange({ text: v.value })} />
    </Field>
  );
  const api = apis.data?.find((a) => a.id === d.custom_api_id);
  const sub = flows.data?.find((f) => f.id === d.subflow_id);
  return (
    <aside className={styles.root} aria-label={t('panel.title')}>
      <div className={styles.head}>
        <Text weight="semibold">{t(`kinds.${kind}`)}</Text>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('panel.close')} onClick={onClose} />
      </div>
      {kind === 'question' || kind === 'response' || kind === 'success' || kind === 'fail' ? text(t('panel.text')) : null}
      {kind === 'question' ? (
        <Field label={t('panel.variable')} hint={t('panel.variableHint', { example: `{{${d.variable || 'order'}}}` })}>
          <Input maxLength={FLOW_VARIABLE_MAX} value={d.variable ?? ''} onChange={(_, v) => onChange({ variable: v.value.replace(/[^A-Za-z0-9_]/g, '') })} />
        </Field>
      ) : null}
      {kind === 'button' ? (
        <Field label={t('panel.label')}>
          <Input maxLength={FLOW_BUTTON_LABEL_MAX} value={d.label ?? ''} onChange={(_, v) => onChange({ label: v.value })} />
        </Field>
      ) : null}
      {kind === 'response' ? (
        <Field label={t('panel.action')}>
          <Dropdown
            value={t(`actions.${d.action ?? 'none'}`)}
            selectedOptions={[d.action ?? 'none']}
            onOptionSelect={(_, o) => onChange({ action: o.optionValue as FlowNodeData['action'] })}
          >
            {RESPONSE_ACTIONS.map((a) => (
              <Option key={a} value={a}>
                {t(`actions.${a}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {kind === 'response' && d.action === 'create_issue' ? (
        <Field label={t('panel.issueThen')} hint={t('panel.issueThenHint')}>
          <Dropdown
            value={t(`issueThen.${d.issue_then ?? 'handover'}`)}
            selectedOptions={[d.issue_then ?? 'handover']}
            onOptionSelect={(_, o) => onChange({ issue_then: o.optionValue as FlowNodeData['issue_then'] })}
          >
            {ISSUE_THEN.map((a) => (
              <Option key={a} value={a}>
                {t(`issueThen.${a}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {kind === 'api' ? (
        <>
          <Field label={t('panel.api')}>
            <Dropdown
              placeholder={t('panel.noApi')}
              value={api?.name ?? ''}
              selectedOptions={d.custom_api_id ? [String(d.custom_api_id)] : []}
              onOptionSelect={(_, o) => onChange({ custom_api_id: Number(o.optionValue) })}
            >
              {(apis.data ?? []).map((a) => (
                <Option key={a.id} value={String(a.id)}>
                  {a.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {text(t('panel.text'))}
        </>
      ) : null}
      {kind === 'subflow' ? (
        <Field label={t('panel.subflow')}>
          <Dropdown
            placeholder={t('panel.noSubflow')}
            value={sub?.title ?? ''}
            selectedOptions={d.subflow_id ? [String(d.subflow_id)] : []}
            onOptionSelect={(_, o) => onChange({ subflow_id: Number(o.optionValue) })}
          >
            {(flows.data ?? [])
              .filter((f) => f.id !== flowId)
              .map((f) => (
                <Option key={f.id} value={String(f.id)}>
                  {f.title}
                </Option>
              ))}
          </Dropdown>
        </Field>
      ) : null}
    </aside>
  );
}
