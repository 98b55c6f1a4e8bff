import { Badge, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Option, Toolbar, ToolbarButton, ToolbarDivider, Tooltip } from '@fluentui/react-components';
import { Dropdown } from '../../../../components/dropdown';
import {
  AddRegular,
  ArrowRedoRegular,
  ArrowUndoRegular,
  DeleteRegular,
  FlowchartRegular,
  SaveRegular,
  SendRegular,
  SettingsRegular,
  ArrowLeftRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { FLOW_EDGE_TYPES, FLOW_NODE_KINDS, type FlowEdgeType, type FlowNodeKind } from '../../../../../contracts/flow-canvas';
import type { FlowStatus } from '../../../../../contracts/flow.schema';

export interface CanvasToolbarProps {
  status: FlowStatus;
  dirty: boolean;
  busy: boolean;
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  edgeType: FlowEdgeType;
  onBack: (event: React.MouseEvent) => void;
  backHref: string;
  onAdd: (kind: FlowNodeKind) => void;
  onEdgeType: (type: FlowEdgeType) => void;
  onUndo: () => void;
  onRedo: () => void;
  onLayout: () => void;
  onDelete: () => void;
  onSave: () => void;
  onPublish: () => void;
  onSettings: () => void;
}

/** The canvas's commands: add, edge type, undo and redo, auto layout, delete, save, publish. */
export function CanvasToolbar(p: CanvasToolbarProps) {
  const { t } = useTranslation('flows');
  return (
    <Toolbar aria-label={t('canvas.label')} style={{ flexWrap: 'wrap' }}>
      <Tooltip content={t('canvas.back')} relationship="label">
        <Button as="a" href={p.backHref} onClick={p.onBack} appearance="subtle" icon={<ArrowLeftRegular />} />
      </Tooltip>
      <Badge appearance="tint" color={p.status === 'published' ? 'success' : 'informative'}>
        {t(`status.${p.status}`)}
      </Badge>
      {p.canEdit ? (
        <>
          <ToolbarDivider />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <ToolbarButton icon={<AddRegular />}>{t('canvas.add')}</ToolbarButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {FLOW_NODE_KINDS.map((kind) => (
                  <MenuItem key={kind} onClick={() => p.onAdd(kind)}>
                    {t(`kinds.${kind}`)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
          <Dropdown
            aria-label={t('canvas.edgeType')}
            value={t(`edges.${p.edgeType}`)}
            selectedOptions={[p.edgeType]}
            onOptionSelect={(_, o) => p.onEdgeType(o.optionValue as FlowEdgeType)}
            style={{ minWidth: '170px' }}
          >
            {FLOW_EDGE_TYPES.map((type) => (
              <Option key={type} value={type}>
                {t(`edges.${type}`)}
              </Option>
            ))}
          </Dropdown>
          <ToolbarButton aria-label={t('canvas.undo')} icon={<ArrowUndoRegular />} disabled={!p.canUndo} onClick={p.onUndo} />
          <ToolbarButton aria-label={t('canvas.redo')} icon={<ArrowRedoRegular />} disabled={!p.canRedo} onClick={p.onRedo} />
          <ToolbarButton aria-label={t('canvas.deleteSelected')} icon={<DeleteRegular />} onClick={p.onDelete} />
          <ToolbarButton icon={<FlowchartRegular />} onClick={p.onLayout}>
            {t('canvas.layout')}
          </ToolbarButton>
          <ToolbarButton aria-label={t('canvas.settings')} icon={<SettingsRegular />} onClick={p.onSettings} />
          <ToolbarDivider />
          <ToolbarButton appearance={p.dirty ? 'primary' : undefined} icon={<SaveRegular />} disabled={p.busy} onClick={p.onSave}>
            {t('canvas.save')}
          </ToolbarButton>
          <ToolbarButton icon={<SendRegular />} disabled={p.busy} onClick={p.onPublish}>
            {t(p.status === 'published' ? 'canvas.unpublish' : 'canvas.publish')}
          </ToolbarButton>
        </>
      ) : null}
    </Toolbar>
  );
}
