import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, isRouteErrorResponse, useMatches, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { BuildUpdateEffect } from '../../components/build-update-effect';
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

/** Errors thrown while loading or rendering a route end on the error page (spec §2). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('Unhandled route error', error);
  }, [error, notFound]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorScreen kind={notFound ? 'notFound' : 'fatal'} />
    </Suspense>
  );
}
