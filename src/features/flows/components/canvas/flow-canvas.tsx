import '@xyflow/react/dist/style.css';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Connection } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_CANVAS, type FlowEdgeType, type FlowNodeKind } from '../../../../../contracts/flow-canvas';
import type { Flow } from '../../../../../contracts/flow.schema';
import type { FlowIssue } from '../../../../../contracts/flow-run.schema';
import { validateFlow } from '../../../../../machines/flow-validation';
import { useLinkNavigate } from '../../../../lib/link-click';
import { CanvasToolbar } from './canvas-toolbar';
import { EDGE_TYPES } from './flow-edges';
import { NODE_TYPES } from './flow-node';
import { NodePanel } from './node-panel';
import { useCanvasKeys } from './use-canvas-keys';
import { useCanvasState } from './use-canvas-state';
import { useSaveAndPublish } from './use-save-and-publish';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  body: { display: 'flex', height: 'max(480px, calc(100vh - 220px))', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  pane: { flexGrow: 1, minWidth: 0, position: 'relative' },
});

export interface FlowCanvasProps {
  flow: Flow;
  canEdit: boolean;
  onSettings: () => void;
}

/** The flow canvas (spec §2, §3, §9) on React Flow 12. */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <FlowCanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function FlowCanvasInner({ flow, canEdit, onSettings }: FlowCanvasProps) {
  const styles = useStyles();
  const { t } = useTranslation('flows');
  const rf = useReactFlow();
  const go = useLinkNavigate();
  const pane = useRef<HTMLDivElement>(null);
  const s = useCanvasState(flow.graph);
  const [edgeType, setEdgeType] = useState<FlowEdgeType>('smooth');
  // Problems are marked once a publish was refused, and follow the edits from then on.
  const [marking, setMarking] = useState<FlowIssue[] | null>(null);
  const io = useSaveAndPublish(flow, s.graph, s.markSaved, setMarking);
  const issues = useMemo(
    () => (marking === null ? [] : marking.length && !s.dirty ? marking : validateFlow({ nodes: s.graph().nodes, edges: s.graph().edges })),
    [marking, s],
  );
  const byNode = useMemo(() => {
    const map = new Map<string, FlowIssue['code'][]>();
    for (const i of issues) if (i.nodeId) map.set(i.nodeId, [...(map.get(i.nodeId) ?? []), i.code]);
    return map;
  }, [issues]);
  const shown = useMemo(
    () => (byNode.size === 0 ? s.nodes : s.nodes.map((n) => (byNode.has(n.id) ? { ...n, data: { ...n.data, issues: byNode.get(n.id) } } : n))),
    [s.nodes, byNode],
  );
  const selected = s.nodes.filter((n) => n.selected);

  const add = useCallback(
    (kind: FlowNodeKind) => {
      const box = pane.current!.getBoundingClientRect();
      const at = rf.screenToFlowPosition({ x: box.left + box.width / 3, y: box.top + box.height / 3 });
      s.add(kind, at);
    },
    [rf, s],
  );
  // Wheel zoom at spec §9's sensitivity: one notch (100 px) scales by 2^0.4, centred on the pointer.
  const onWheel = useCallback(
    (e: WheelEvent) => {
      if ((e.target as HTMLElement).closest('.nowheel')) return;
      const { x, y, zoom } = rf.getViewport();
      const next = Math.min(FLOW_CANVAS.maxZoom, Math.max(FLOW_CANVAS.minZoom, zoom * 2 ** ((-e.deltaY / 100) * FLOW_CANVAS.zoomSensitivity)));
      const box = pane.current!.getBoundingClientRect();
      const px = e.clientX - box.left;
      const py = e.clientY - box.top;
      void rf.setViewport({ x: px - ((px - x) * next) / zoom, y: py - ((py - y) * next) / zoom, zoom: next });
    },
    [rf],
  );
  useCanvasKeys(canEdit, s.undo, s.redo, io.save);
  // React Flow's own labels for screen readers and its zoom buttons, in the console's language.
  const ariaLabels = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('canvas.a11y.nodeKeyboard'),
      'node.a11yDescription.ariaLiveMessage': (p: { direction: string; x: number; y: number }) => t('canvas.a11y.nodeMoved', p),
      'edge.a11yDescription.default': t('canvas.a11y.edge'),
      'controls.ariaLabel': t('canvas.a11y.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.a11y.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.a11y.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.a11y.fitView'),
      'handle.ariaLabel': t('canvas.a11y.handle'),
    }),
    [t],
  );

  return (
    <div className={styles.root}>
      <CanvasToolbar
        status={io.status}
        dirty={s.dirty}
        busy={io.busy}
        canEdit={canEdit}
        canUndo={s.canUndo}
        canRedo={s.canRedo}
        edgeType={edgeType}
        backHref="/settings/flow"
        onBack={go('/settings/flow')}
        onAdd={add}
        onEdgeType={(type) => {
          setEdgeType(type);
          s.setEdgeType(type);
        }}
        onUndo={s.undo}
        onRedo={s.redo}
        onLayout={() => {
          s.layout();
          window.requestAnimationFrame(() => void rf.fitView({ padding: 0.1 }));
        }}
        onDelete={s.removeSelected}
        onSave={() => void io.save()}
        onPublish={() => void io.togglePublish()}
        onSettings={onSettings}
      />
      {issues.length ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('canvas.invalid', { count: issues.length })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {s.dirty ? (
        <span hidden data-testid="unsaved">
          {t('canvas.unsaved')}
        </span>
      ) : null}
      <div className={styles.body}>
        <div className={styles.pane} ref={pane} onWheel={FLOW_CANVAS.zoomOnScroll ? onWheel : undefined} data-testid="flow-canvas">
          <ReactFlow
            nodes={shown}
            edges={s.edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            onNodesChange={s.onNodesChange}
            onEdgesChange={s.onEdgesChange}
            onNodeDragStart={s.onNodeDragStart}
            onConnect={(c: Connection) => s.connect(c, edgeType)}
            nodesDraggable={canEdit}
            nodesConnectable={canEdit}
            elementsSelectable
            deleteKeyCode={canEdit ? ['Delete', 'Backspace'] : null}
            minZoom={FLOW_CANVAS.minZoom}
            maxZoom={FLOW_CANVAS.maxZoom}
            zoomOnScroll={false}
            zoomOnDoubleClick={FLOW_CANVAS.zoomOnDoubleClick}
            nodeDragThreshold={FLOW_CANVAS.nodeDragThreshold}
            fitView
            fitViewOptions={{ padding: 0.1 }}
            onlyRenderVisibleElements
            proOptions={{ hideAttribution: true }}
            ariaLabelConfig={ariaLabels}
          >
            <Background gap={FLOW_CANVAS.nodeSpacing} />
            {/* Zoom buttons on every screen size, phones included (spec §9). */}
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
        {selected.length === 1 && canEdit ? (
          <NodePanel
            node={selected[0]}
            flowId={flow.id}
            onChange={(patch) => s.editData(selected[0].id, patch)}
            onClose={() => s.setNodes((ns) => ns.map((n) => ({ ...n, selected: false })))}
          />
        ) : null}
      </div>
    </div>
  );
}
