import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invite } from '../../../../contracts/invite.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toasts';
import { useInvites } from '../api/list-invites';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS }, scroll: { overflowX: 'auto' } });

/** Invitations not accepted yet (admins): send again with a fresh link, or cancel. Hidden when there are none. */
export function PendingInvites() {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const query = useInvites(true);
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const items = query.data ?? [];
  if (items.length === 0) return null;

  return (
    <section className={styles.root} aria-labelledby="pending-invites-title">
      <Text as="h2" id="pending-invites-title" size={500} weight="semibold">
        {t('invites.title')}
      </Text>
      <div className={styles.scroll}>
        <Table aria-label={t('invites.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('invites.name')}</TableHeaderCell>
              <TableHeaderCell>{t('invites.email')}</TableHeaderCell>
              <TableHeaderCell>{t('invites.role')}</TableHeaderCell>
              <TableHeaderCell>{t('invites.expires')}</TableHeaderCell>
              <TableHeaderCell>{t('invites.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{`${i.last_name} ${i.first_name}`}</TableCell>
                <TableCell>{i.email}</TableCell>
                <TableCell>{t(`roles.${i.role}`)}</TableCell>
                <TableCell>
                  {i.expired ? (
                    <Badge appearance="tint" color="danger">
                      {t('invites.expired')}
                    </Badge>
                  ) : (
                    formatDateTime(i.expires_at)
                  )}
                </TableCell>
                <TableCell>
                  <Tooltip content={t('invites.resend', { email: i.email })} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<ArrowClockwiseRegular />}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(i.id, { onSuccess: () => showToast({ intent: 'success', title: t('invites.resent', { email: i.email }) }) })}
                    />
                  </Tooltip>
                  <Tooltip content={t('invites.revoke', { email: i.email })} relationship="label">
                    <Button appearance="subtle" icon={<DismissRegular />} onClick={() => setRevoking(i)} />
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('invites.revokeTitle')}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking.id);
          showToast({ intent: 'success', title: t('invites.revoked', { email: revoking.email }) });
        }}
      >
        {revoking ? t('invites.revokeBody', { email: revoking.email }) : null}
      </ConfirmDialog>
    </section>
  );
}
