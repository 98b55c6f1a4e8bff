import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NODE_KINDS } from '../../../../../contracts/flow-canvas';
import type { CanvasNode } from './graph-convert';

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  invalid: { border: `2px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  kind: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase' },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  anchor: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, position: 'absolute', right: '10px' },
});

const ACCENT: Record<string, string> = {
  start: tokens.colorPaletteGreenBorder2,
  success: tokens.colorPaletteGreenBorder2,
  fail: tokens.colorPaletteRedBorder2,
  question: tokens.colorBrandStroke1,
  button: tokens.colorPaletteBerryBorder2,
  api: tokens.colorPaletteMarigoldBorder2,
};

/** One node of any kind: its kind, its text, the anchors it has, and its problems when marked. */
const FlowNodeView = memo(function FlowNodeView({ type, data, selected }: NodeProps<CanvasNode>) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const issues = data.issues ?? [];
  const summary = type === 'button' ? data.label : data.text;
  const terminal = type === 'success' || type === 'fail' || (type === 'response' && data.action && data.action !== 'none');
  const branches = type === 'api' || type === 'subflow';
  return (
    <div
      className={mergeClasses(styles.root, selected && styles.selected, issues.length > 0 && styles.invalid)}
      style={{ borderLeft: `4px solid ${ACCENT[type] ?? tokens.colorNeutralStroke1}` }}
      data-kind={type}
      data-invalid={issues.length ? issues.join(' ') : undefined}
      title={issues.map((code) => t(`issues.${code}`)).join('\n') || undefined}
    >
      {type !== 'start' ? <Handle type="target" position={Position.Left} id="in" /> : null}
      <Text size={100} weight="semibold" className={styles.kind}>
        {t(`kinds.${type}`)}
        {type === 'response' && data.action && data.action !== 'none' ? ` · ${t(`actions.${data.action}`)}` : ''}
      </Text>
      <Text size={200} className={styles.text}>
        {summary}
      </Text>
      {branches ? (
        <>
          <Handle type="source" position={Position.Right} id="success" style={{ top: '35%' }} />
          <span className={styles.anchor} style={{ top: 'calc(35% - 7px)' }}>
            {t('anchors.success')}
          </span>
          <Handle type="source" position={Position.Right} id="fail" style={{ top: '75%' }} />
          <span className={styles.anchor} style={{ top: 'calc(75% - 7px)' }}>
            {t('anchors.fail')}
          </span>
        </>
      ) : !terminal ? (
        <Handle type="source" position={Position.Right} id="out" />
      ) : null}
    </div>
  );
});

export const NODE_TYPES: NodeTypes = Object.fromEntries(FLOW_NODE_KINDS.map((kind) => [kind, FlowNodeView]));
