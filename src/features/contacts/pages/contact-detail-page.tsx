import { Badge, Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, CallRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ContactDetail } from '../../../../contracts/contact.schema';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { can } from '../../../lib/permissions';
import { requestCall, softphoneReady } from '../../../lib/calls-bridge';
import { useContact } from '../api/get-contact';
import { ContactFormDialog } from '../components/contact-form-dialog';
import { ContactInteractions } from '../components/contact-interactions';
import { ContactIssues } from '../components/contact-issues';
import { DeleteContactDialog } from '../components/delete-contact-dialog';
import { contactName } from '../lib/display-name';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalM },
  dl: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** /contacts/:id: every field, the contact's interactions and issues; edit and delete by permission. */
export default function ContactDetailPage() {
  const { id } = useParams();
  const query = useContact(Number(id));
  if (query.isPending) return <Spinner size="small" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return <EmptyState onRetry={notFound ? undefined : () => void query.refetch()} />;
  }
  return <ContactView contact={query.data} />;
}

function ContactView({ contact }: { contact: ContactDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const { me } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const none = t('detail.none');
  const creator = contact.created_by.kind === 'me' ? contact.created_by.name || t('creator.me') : t(`creator.${contact.created_by.kind}`);
  const rows = (pairs: [string, ReactNode][]) => (
    <dl className={styles.dl}>
      {pairs.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={styles.dt}>{label}</dt>
          <dd className={styles.dd}>{value === '' || value === null || value === undefined ? none : value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('detail.back')} onClick={() => void navigate('/contacts')} />
        <Text as="h2" size={600} weight="semibold">
          {contactName(contact) || t('list.unnamed')}
        </Text>
        {contact.is_special ? <Badge color="important">{t('special.badge')}</Badge> : null}
        <span className={styles.grow} />
        {contact.phone && softphoneReady() ? (
          <Button icon={<CallRegular />} onClick={() => requestCall(contact.phone)}>
            {t('detail.call')}
          </Button>
        ) : null}
        {can(me, 'contact.edit') ? (
          <Button icon={<EditRegular />} onClick={() => setDialog('edit')}>
            {t('detail.edit')}
          </Button>
        ) : null}
        {can(me, 'contact.delete') ? (
          <Button icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
            {t('detail.delete')}
          </Button>
        ) : null}
      </div>
      <div className={styles.cards}>
        <Card>
          <Text weight="semibold">{t('detail.sections.info')}</Text>
          {rows([
            [t('fields.first_name'), contact.first_name],
            [t('fields.last_name'), contact.last_name],
            [t('fields.phone'), contact.phone],
            [t('fields.extra_phones'), contact.extra_phones.join(', ')],
            [t('fields.email'), contact.email],
            [t('fields.extra_emails'), contact.extra_emails.join(', ')],
            [t('fields.type'), contact.type_name ?? ''],
            [t('fields.is_special'), contact.is_special ? t('special.yes') : t('special.no')],
            [t('fields.company_name'), contact.company_name],
            [t('fields.profession'), contact.profession],
            [t('fields.description'), contact.description],
            [t('fields.note'), contact.note],
            [t('fields.created_at'), formatDateTime(contact.created_at)],
            [t('fields.created_by'), creator],
          ])}
        </Card>
        <Card>
          <Text weight="semibold">{t('detail.sections.address')}</Text>
          {rows([
            [t('fields.city'), contact.city],
            [t('fields.district'), contact.district],
            [t('fields.subdistrict'), contact.subdistrict],
            [t('fields.address_detail'), contact.address_detail],
          ])}
          <Text weight="semibold">{t('detail.sections.social')}</Text>
          {contact.social_accounts.length ? (
            rows(contact.social_accounts.map((s) => [t(`platforms.${s.platform}`), [s.id, s.name].filter(Boolean).join(' · ')] as [string, ReactNode]))
          ) : (
            <Text italic>{none}</Text>
          )}
        </Card>
        <Card>
          <Text weight="semibold">{t('detail.sections.interactions')}</Text>
          <ContactInteractions items={contact.interactions} />
        </Card>
        <Card>
          <Text weight="semibold">{t('detail.sections.issues')}</Text>
          <ContactIssues items={contact.issues} />
        </Card>
      </div>
      <ContactFormDialog open={dialog === 'edit'} contact={contact} onOpenChange={(open) => setDialog(open ? 'edit' : null)} />
      <DeleteContactDialog
        contact={contact}
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        onDeleted={() => void navigate('/contacts')}
      />
    </div>
  );
}
