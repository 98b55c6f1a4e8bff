import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, isRouteErrorResponse, useMatches, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { BuildUpdateEffect } from '../../components/build-update-effect';
import { isChunkLoadError } from '../../lib/build-update';
import { page } from '../../lib/page';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentUser } from '../../lib/current-user';
import { titleKeyOf } from './route-handle';

const ErrorScreen = lazy(() => import('../error-screen'));

const useStyles = makeStyles({
  progress: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    width: '100%',
    zIndex: 1000,
    backgroundColor: tokens.colorBrandBackground,
    transformOrigin: 'left',
    animationName: { from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } },
    animationDuration: '4s',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'forwards',
  },
  update: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
});

function DocumentTitleEffect() {
  const { t, i18n } = useTranslation(['common', 'menu']);
  const key = titleKeyOf(useMatches());
  useEffect(() => {
    document.title = key ? `${t(`menu:${key}`)} · ${t('appName')}` : t('appName');
  }, [key, t, i18n.language]);
  return null;
}

/** When a background refresh finds the session gone, run the guard again at once. */
function SessionWatchEffect() {
  const { signedIn } = useCurrentUser();
  const { revalidate } = useRevalidator();
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current && !signedIn) void revalidate();
    previous.current = signedIn;
  }, [signedIn, revalidate]);
  return null;
}

export function RootRoute() {
  const styles = useStyles();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-hidden /> : null}
      <DocumentTitleEffect />
      <SessionWatchEffect />
      <BuildUpdateEffect />
      <Outlet />
    </>
  );
}

export function RootHydrateFallback() {
  return <PageSpinner />;
}

/**
 * A screen whose code is gone (a deploy replaced the build) says so and offers a reload, at the
 * address the member was going to. Drawn here, not lazily, since other chunks may be gone too.
 */
function ReloadForUpdate() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.update} role="alert">
      <Text as="h1" size={600} weight="semibold">
        {t('update.title')}
      </Text>
      <Text>{t('update.body')}</Text>
      <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => page.reload()}>
        {t('update.reload')}
      </Button>
    </section>
  );
}

/** Errors thrown while loading or rendering a route end on the error page (spec §2). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('Unhandled route error', error);
  }, [error, notFound]);
  if (isChunkLoadError(error)) return <ReloadForUpdate />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorScreen kind={notFound ? 'notFound' : 'fatal'} />
    </Suspense>
  );
}
