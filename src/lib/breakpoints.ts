import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../contracts/constants';

/** Layout breakpoints of spec §9 (600, 960, 1280, 1920, 2560 px). */
export const breakpoints = BREAKPOINTS;

/** Media queries for makeStyles; `up` = from this width, `down` = below it. */
export const media = {
  upSm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  upMd: `@media (min-width: ${BREAKPOINTS.md}px)`,
  upLg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  upXl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
  upXxl: `@media (min-width: ${BREAKPOINTS.xxl}px)`,
  downMd: `@media (max-width: ${BREAKPOINTS.md - 0.02}px)`,
  downLg: `@media (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
} as const;

/** Widest the content grows; past 2560 px it stays centred. */
export const MAX_CONTENT_WIDTH = BREAKPOINTS.xxl;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // jsdom has no matchMedia: treat it as a wide screen.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
  );
}

/** Below 960 px the side navigation collapses into an overlay drawer. */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
}
