import {
  Badge,
  Button,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings, MailDomain } from '../../../../contracts/company.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showToast } from '../../../lib/toasts';
import { useDeleteMailDomain } from '../api/delete-mail-domain';
import { useSetInviteDomainRule } from '../api/set-invite-domain-rule';
import { MailDomainDialog } from './mail-domain-dialog';
import { Section } from './section';

const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { width: '96px' },
});

/** Spec §3 Company: allowed mail domains (domain, description, status) and the invite-domain flag. */
export function MailDomainsSection({ company, canEdit }: { company: CompanySettings; canEdit: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState<MailDomain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MailDomain | null>(null);
  const remove = useDeleteMailDomain();
  const rule = useSetInviteDomainRule();

  return (
    <Section title={t('domains.title')}>
      <div className={styles.head}>
        <Text>{t('domains.intro')}</Text>
        {canEdit ? (
          <Button icon={<AddRegular />} onClick={() => setEditing('new')}>
            {t('domains.add')}
          </Button>
        ) : null}
      </div>
      {company.mail_domains.length === 0 ? (
        <Text>{t('domains.empty')}</Text>
      ) : (
        <Table aria-label={t('domains.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('domains.domain')}</TableHeaderCell>
              <TableHeaderCell>{t('domains.description')}</TableHeaderCell>
              <TableHeaderCell>{t('domains.status')}</TableHeaderCell>
              {canEdit ? <TableHeaderCell className={styles.actions}>{t('domains.actions')}</TableHeaderCell> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {company.mail_domains.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.domain}</TableCell>
                <TableCell>{d.description}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={d.status === 'active' ? 'success' : 'subtle'}>
                    {t(`domains.${d.status}`)}
                  </Badge>
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    <Tooltip content={t('domains.edit', { domain: d.domain })} relationship="label">
                      <Button appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(d)} />
                    </Tooltip>
                    <Tooltip content={t('domains.delete', { domain: d.domain })} relationship="label">
                      <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(d)} />
                    </Tooltip>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Switch
        label={t('domains.rule')}
        checked={company.require_company_domain}
        disabled={!canEdit || rule.isPending}
        aria-describedby="invite-domain-rule-hint"
        onChange={(_, d) => rule.mutate(d.checked, { onSuccess: () => showToast({ intent: 'success', title: t(d.checked ? 'domains.ruleOn' : 'domains.ruleOff') }) })}
      />
      <Text id="invite-domain-rule-hint" size={200}>
        {t('domains.ruleHint')}
      </Text>
      <MailDomainDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} domain={editing === 'new' || editing === null ? undefined : editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('domains.deleteTitle')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showToast({ intent: 'success', title: t('domains.deleted', { domain: deleting.domain }) });
        }}
      >
        {deleting ? t('domains.deleteBody', { domain: deleting.domain }) : null}
      </ConfirmDialog>
    </Section>
  );
}
