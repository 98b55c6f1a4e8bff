import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Webchat } from '../../../../../contracts/webchat.schema';
import { showToast } from '../../../../lib/toasts';
import { useDeleteWebchat } from '../../api/delete-webchat';
import { DeleteButton } from '../delete-button';
import { EditButton } from '../edit-button';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  swatchCell: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    display: 'inline-block',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  actions: { width: '96px' },
});

/** The company's web chats: name, domain, active, brand colour; editors get edit and delete. */
export function WebChatTable({ webchats, canEdit }: { webchats: Webchat[]; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const remove = useDeleteWebchat();

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('webchat.list.label')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('webchat.list.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('webchat.list.columns.domain')}</TableHeaderCell>
            <TableHeaderCell>{t('webchat.list.columns.active')}</TableHeaderCell>
            <TableHeaderCell>{t('webchat.list.columns.brand')}</TableHeaderCell>
            <TableHeaderCell className={styles.actions}>{t('actions.column')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {webchats.map((webchat) => (
            <TableRow key={webchat.id}>
              <TableCell>{webchat.name}</TableCell>
              <TableCell>{webchat.domain}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={webchat.is_active ? 'success' : 'subtle'}>
                  {webchat.is_active ? t('webchat.list.active') : t('webchat.list.inactive')}
                </Badge>
              </TableCell>
              <TableCell>
                <span className={styles.swatchCell}>
                  <span
                    className={styles.swatch}
                    role="img"
                    aria-label={t('webchat.list.swatch', { color: webchat.brand_color })}
                    style={{ backgroundColor: webchat.brand_color }}
                  />
                  {webchat.brand_color}
                </span>
              </TableCell>
              <TableCell>
                {/* Members without settings.edit open the form read-only. */}
                <EditButton label={t('webchat.list.edit', { name: webchat.name })} onClick={() => navigate(`/settings/web_chat/edit/${webchat.id}`)} />
                {canEdit ? (
                  <DeleteButton
                    label={t('webchat.list.delete', { name: webchat.name })}
                    title={t('webchat.list.deleteTitle')}
                    onConfirm={async () => {
                      await remove.mutateAsync(webchat.id);
                      showToast({ intent: 'success', title: t('webchat.list.deleted', { name: webchat.name }) });
                    }}
                  >
                    {t('webchat.list.deleteBody', { name: webchat.name, domain: webchat.domain })}
                  </DeleteButton>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
