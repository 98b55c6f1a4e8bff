import { Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useTabParam } from '../../../lib/use-tab-param';
import { InviteButton } from '../components/invite-button';
import { PendingInvites } from '../components/pending-invites';
import { RolesSyncEffect } from '../components/roles-sync-effect';
import { RolesTab } from '../components/roles-tab';
import { UsersSection } from '../components/users-section';

const TABS = ['users', 'agents', 'roles'] as const;
type TabKey = (typeof TABS)[number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /settings/user: the company's staff, its virtual agents, and role settings. */
export default function UsersSettingsPage() {
  const styles = useStyles();
  const { t } = useTranslation(['users', 'menu']);
  const { me } = useCurrentUser();
  const [tab, select] = useTabParam(TABS);
  // Only admins change or delete users (spec §6); the server says the same.
  const canManage = me.role === 'admin';

  return (
    <section className={styles.root}>
      <RolesSyncEffect />
      <div className={styles.head}>
        <Text as="h1" size={700} weight="semibold">
          {t('menu:settings_items.user')}
        </Text>
        {canManage ? <InviteButton /> : null}
      </div>
      <TabList selectedValue={tab} onTabSelect={(_event, data) => select(data.value as TabKey)} aria-label={t('tabs.label')}>
        {TABS.map((key) => (
          <Tab key={key} value={key} id={`users-tab-${key}`}>
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`users-tab-${tab}`} className={styles.panel}>
        {tab === 'users' ? <UsersSection key="human" userType="human" label={t('tabs.users')} canManage={canManage} /> : null}
        {tab === 'users' && canManage ? <PendingInvites /> : null}
        {tab === 'agents' ? (
          <>
            <UsersSection
              key="virtual_social_agent"
              userType="virtual_social_agent"
              title={t('sections.virtual_social_agent')}
              label={t('sections.virtual_social_agent')}
              canManage={canManage}
            />
            <UsersSection
              key="virtual_call_operator"
              userType="virtual_call_operator"
              title={t('sections.virtual_call_operator')}
              label={t('sections.virtual_call_operator')}
              canManage={canManage}
            />
          </>
        ) : null}
        {tab === 'roles' ? <RolesTab /> : null}
      </div>
    </section>
  );
}
