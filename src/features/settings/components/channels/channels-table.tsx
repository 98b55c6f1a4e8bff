import { Switch, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../../../contracts/channel.schema';
import { isErrorCode } from '../../../../../contracts/errors';
import { showToast } from '../../../../lib/toasts';
import { useDeleteChannel } from '../../api/delete-channel';
import { useSetChannelStatus } from '../../api/set-channel-status';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';
import { ChannelDescriptionDialog } from './channel-description-dialog';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  description: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  // Names and numbers (an e-mail address, a page id) have no spaces: they break instead of running over.
  wrap: { overflowWrap: 'anywhere' },
  none: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  actions: { width: '96px' },
  failing: { display: 'block', color: tokens.colorPaletteRedForeground1 },
});

/** Every channel of the company (spec §3): type, name, number, description, active; editors change them. */
export function ChannelsTable({ channels, canEdit }: { channels: Channel[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('channels');
  const { t: te } = useTranslation('errors');
  const status = useSetChannelStatus();
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<Channel | null>(null);

  const flip = (c: Channel, active: boolean) =>
    status.mutate(
      { id: c.id, is_active: active },
      { onSuccess: () => showToast({ intent: 'success', title: t(active ? 'manage.activated' : 'manage.deactivated', { name: c.name }) }) },
    );

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('manage.label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('manage.columns.type')}</TableHeaderCell>
            <TableHeaderCell>{t('manage.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('manage.columns.number')}</TableHeaderCell>
            <TableHeaderCell>{t('manage.columns.description')}</TableHeaderCell>
            <TableHeaderCell>{t('manage.columns.active')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('actions.column')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {channels.map((c) => {
            const active = status.isPending && status.variables.id === c.id ? status.variables.is_active : c.is_active;
            return (
              <TableRow key={c.id}>
                <TableCell>{t(`types.${c.type}`)}</TableCell>
                <TableCell className={styles.wrap}>{c.name}</TableCell>
                <TableCell className={styles.wrap}>{c.number}</TableCell>
                <TableCell className={styles.description}>{c.description || <Text className={styles.none}>{t('manage.noDescription')}</Text>}</TableCell>
                <TableCell>
                  <Switch
                    checked={active}
                    aria-label={t('manage.activeSwitch', { name: c.name })}
                    disabled={!canEdit || status.isPending}
                    onChange={(_e, d) => flip(c, d.checked)}
                  />
                  {c.failing_reason ? (
                    <Text size={200} className={styles.failing}>
                      {isErrorCode(c.failing_reason) ? te(c.failing_reason) : c.failing_reason}
                    </Text>
                  ) : null}
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    <EditButton label={t('manage.edit', { name: c.name })} onClick={() => setEditing(c)} />
                    <DeleteButton
                      label={t('manage.delete', { name: c.name })}
                      title={t('manage.deleteTitle')}
                      onConfirm={async () => {
                        await remove.mutateAsync(c.id);
                        showToast({ intent: 'success', title: t('manage.deleted', { name: c.name }) });
                      }}
                    >
                      {t('manage.deleteBody', { name: c.name })}
                    </DeleteButton>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ChannelDescriptionDialog channel={editing} onOpenChange={(open) => open || setEditing(null)} />
    </div>
  );
}
