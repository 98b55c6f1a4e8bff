import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DismissRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BREAKPOINTS, HEADER_HEIGHT } from '../../../../contracts/constants';
import { TabBar } from '../../../components/tab-bar';
import { useMediaQuery } from '../../../lib/breakpoints';
import { useLinkNavigate } from '../../../lib/link-click';
import { useInteraction, type InteractionScope } from '../../../lib/api/interactions';
import { CompactList } from '../components/compact-list';
import { LazyContactPanel as ContactPanel, LazyConversationPane as ConversationPane } from '../components/lazy-panes';
import { NotificationsButton } from '../components/notifications-button';
import { contactLabel } from '../hooks/contact-label';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    height: `calc(100vh - ${HEADER_HEIGHT}px - 2 * ${tokens.spacingHorizontalXL})`,
    minHeight: '420px',
  },
  pane: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  list: { width: '320px', flexShrink: 0 },
  listFull: { flex: 1 },
  listBar: { display: 'flex', justifyContent: 'flex-end', padding: tokens.spacingHorizontalS },
  listScroll: { flex: 1, overflowY: 'auto' },
  conversation: { flex: 1, minWidth: 0 },
  contact: { width: '300px', flexShrink: 0, overflowY: 'auto' },
  choose: { margin: 'auto', color: tokens.colorNeutralForeground3 },
  back: { alignSelf: 'flex-start' },
});

const SCOPES = ['all', 'mine', 'queued'] as const satisfies readonly InteractionScope[];

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /interacts/live and /interacts/live/conversation/:id: the list left, the conversation right. */
export default function LivePage() {
  const styles = useStyles();
  const { t } = useTranslation('interactions');
  const selectedId = parseId(useParams().id);
  const roomy = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const go = useLinkNavigate();
  const summary = useInteraction(selectedId).data;
  const name = summary ? contactLabel(summary, t) : '';

  const showList = roomy || selectedId === null;
  return (
    <div className={styles.root}>
      {showList ? (
        <aside className={`${styles.pane} ${selectedId === null && !roomy ? styles.listFull : styles.list}`}>
          <div className={styles.listBar}>
            <NotificationsButton />
          </div>
          <TabBar tabs={SCOPES.map((value) => ({ value, label: t(`list.tabs.${value}`) }))} aria-label={t('list.title')}>
            {(scope) => (
              <div className={styles.listScroll}>
                <CompactList scope={scope} selectedId={selectedId} />
              </div>
            )}
          </TabBar>
        </aside>
      ) : null}
      {selectedId !== null ? (
        <section className={`${styles.pane} ${styles.conversation}`}>
          {!roomy ? (
            <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} as="a" href="/interacts/live" onClick={go('/interacts/live')}>
              {t('live.back')}
            </Button>
          ) : null}
          <Suspense fallback={<Spinner size="small" />}>
            <ConversationPane interactionId={selectedId} onOpenContact={wide ? undefined : () => setDrawerOpen(true)} />
          </Suspense>
        </section>
      ) : roomy ? (
        <section className={`${styles.pane} ${styles.conversation}`}>
          <Text className={styles.choose}>{t('live.choose')}</Text>
        </section>
      ) : null}
      {selectedId !== null && summary && wide ? (
        <aside className={`${styles.pane} ${styles.contact}`}>
          <Suspense fallback={null}>
            <ContactPanel summary={summary} contactName={name} />
          </Suspense>
        </aside>
      ) : null}
      {selectedId !== null && summary && !wide ? (
        <OverlayDrawer position="end" open={drawerOpen} onOpenChange={(_, data) => setDrawerOpen(data.open)}>
          <DrawerHeader>
            <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('contact.close')} icon={<DismissRegular />} onClick={() => setDrawerOpen(false)} />}>
              {name}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <Suspense fallback={null}>
              <ContactPanel summary={summary} contactName={name} />
            </Suspense>
          </DrawerBody>
        </OverlayDrawer>
      ) : null}
    </div>
  );
}
