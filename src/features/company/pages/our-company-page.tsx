import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { useCompany } from '../api/get-company';
import { CompanyInfoForm } from '../components/company-info-form';
import { DeleteSection } from '../components/delete-section';
import { LogoSection } from '../components/logo-section';
import { MailDomainsSection } from '../components/mail-domains-section';
import { OwnerSection } from '../components/owner-section';
import { ScreensSection } from '../components/screens-section';
import { Section } from '../components/section';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/** /settings/our_company: info, logo, allowed mail domains, wall-screen links, owner change and deletion (spec §2). */
export default function OurCompanyPage() {
  const styles = useStyles();
  const { t } = useTranslation(['company', 'menu']);
  const { me } = useCurrentUser();
  const canView = can(me, 'settings.view');
  const canEdit = can(me, 'settings.edit');
  const query = useCompany(canView);

  let body;
  if (!canView)
    body = (
      <Text className={styles.note} role="alert">
        <LockClosedRegular aria-hidden />
        {t('noAccess')}
      </Text>
    );
  else if (query.isPending) body = <Spinner size="small" label={t('loading')} />;
  else if (query.isError) body = <EmptyState onRetry={() => void query.refetch()} />;
  else {
    const company = query.data;
    body = (
      <>
        {!canEdit ? (
          <Text className={styles.note} role="note">
            <LockClosedRegular aria-hidden />
            {t('readOnly')}
          </Text>
        ) : null}
        <Section title={t('info.title')}>
          {/* Keyed by the saved values, so a refetch after another admin's change shows them. */}
          <CompanyInfoForm
            key={`${company.name}|${company.contact_email}|${company.phone}|${company.sector}|${company.employee_count}`}
            company={company}
            canEdit={canEdit}
          />
        </Section>
        <LogoSection company={company} canEdit={canEdit} />
        <MailDomainsSection company={company} canEdit={canEdit} />
        {canEdit ? <ScreensSection /> : null}
        <OwnerSection company={company} />
        <DeleteSection company={company} />
      </>
    );
  }

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('menu:settings_items.our_company')}
      </Text>
      {body}
    </section>
  );
}
