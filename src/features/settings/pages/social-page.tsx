import { Button, Card, CardHeader, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChannelConnectResult } from '../../../../contracts/channel.schema';
import { EmptyState } from '../../../components/empty-state';
import { useChannels } from '../../../lib/api/channels';
import { useCurrentUser } from '../../../lib/current-user';
import { can } from '../../../lib/permissions';
import { ConnectResultDialog } from '../components/channels/connect-result-dialog';
import { MessengerConnectDialog } from '../components/channels/messenger-connect-dialog';
import { ViberConnectDialog } from '../components/channels/viber-connect-dialog';
import { SettingsPage } from '../../../components/settings-page';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Provider = 'messenger' | 'viber';

/** /settings/social: connect Facebook pages and Viber bots; what is connected, per provider. */
export default function SocialPage() {
  const styles = useStyles();
  const { t } = useTranslation(['channels', 'menu', 'common']);
  const { me } = useCurrentUser();
  const channels = useChannels(me?.company_id);
  const canEdit = can(me, 'settings.edit');
  const [dialog, setDialog] = useState<Provider | null>(null);
  const [result, setResult] = useState<ChannelConnectResult | null>(null);
  const connected = (r: ChannelConnectResult) => {
    setDialog(null);
    setResult(r);
  };

  let body;
  if (channels.isPending) body = <Spinner size="small" label={t('common:loading')} />;
  else if (channels.isError) body = <EmptyState onRetry={() => void channels.refetch()} />;
  else
    body = (
      <div className={styles.cards}>
        {(['messenger', 'viber'] as const).map((p) => {
          const mine = channels.data.filter((c) => c.type === p);
          return (
            <Card key={p} aria-label={t(`social.${p}.title`)}>
              <CardHeader header={<Text weight="semibold">{t(`social.${p}.title`)}</Text>} />
              {mine.length ? (
                <ul className={styles.list}>
                  {mine.map((c) => (
                    <li key={c.id}>
                      <Text>
                        {c.name} {c.number ? `· ${c.number}` : ''}
                      </Text>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text className={styles.muted}>{t('social.none')}</Text>
              )}
              {canEdit ? (
                <Button icon={<AddRegular />} onClick={() => setDialog(p)}>
                  {t(`social.${p}.connect`)}
                </Button>
              ) : null}
            </Card>
          );
        })}
      </div>
    );

  return (
    <SettingsPage title={t('menu:settings_items.social')}>
      <Text>{t('social.intro')}</Text>
      {body}
      <MessengerConnectDialog open={dialog === 'messenger'} onOpenChange={(o) => o || setDialog(null)} onConnected={connected} />
      <ViberConnectDialog open={dialog === 'viber'} onOpenChange={(o) => o || setDialog(null)} onConnected={connected} />
      <ConnectResultDialog result={result} onClose={() => setResult(null)} />
    </SettingsPage>
  );
}
