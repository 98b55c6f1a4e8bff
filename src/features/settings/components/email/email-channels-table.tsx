import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChannel } from '../../../../../contracts/email-channel.schema';
import { isErrorCode } from '../../../../../contracts/errors';
import { EditButton } from '../edit-button';
import { EmailChannelDialog } from './email-channel-dialog';
import { EmailImportProgress } from './email-import-progress';

// Addresses and host names have no spaces: at 600 px they break anywhere instead of running over the next column.
const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, actions: { width: '64px' }, reason: { display: 'block' }, wrap: { overflowWrap: 'anywhere' } });

/** The mailboxes: address, servers, active flag and health (a failing one says why). */
export function EmailChannelsTable({ channels, canEdit }: { channels: EmailChannel[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('email');
  const { t: te } = useTranslation('errors');
  const [editing, setEditing] = useState<EmailChannel>();
  const [editOpen, setEditOpen] = useState(false);

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('fields.name')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.address')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.servers')}</TableHeaderCell>
            <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
            {canEdit ? <TableHeaderCell className={styles.actions}>{t('columns.actions')}</TableHeaderCell> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {channels.map((c) => (
            <TableRow key={c.id}>
              <TableCell className={styles.wrap}>{c.name}</TableCell>
              <TableCell className={styles.wrap}>{c.address}</TableCell>
              <TableCell className={styles.wrap}>
                {c.imap_host}:{c.imap_port} · {c.smtp_host}:{c.smtp_port}
              </TableCell>
              <TableCell>
                {!c.is_active ? (
                  <Badge appearance="outline" color="informative">
                    {t('state.inactive')}
                  </Badge>
                ) : (
                  <Badge appearance="filled" color={c.sync_state === 'ok' ? 'success' : c.sync_state === 'failing' ? 'danger' : 'warning'}>
                    {t(`state.${c.sync_state}`)}
                  </Badge>
                )}
                {c.is_active && c.sync_state === 'failing' && c.sync_error ? (
                  <Text size={200} className={styles.reason}>
                    {isErrorCode(c.sync_error) ? te(c.sync_error) : c.sync_error}
                  </Text>
                ) : null}
                {c.is_active ? <EmailImportProgress progress={c.import} /> : null}
              </TableCell>
              {canEdit ? (
                <TableCell>
                  <EditButton
                    label={t('edit', { address: c.address })}
                    onClick={() => {
                      setEditing(c);
                      setEditOpen(true);
                    }}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EmailChannelDialog open={editOpen} onOpenChange={setEditOpen} channel={editing} />
    </div>
  );
}
