import { createContext, useContext } from 'react';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'app:theme';

/** Stored choice first; otherwise follow the operating system. */
export function readThemeMode(storage: Pick<Storage, 'getItem'> = window.localStorage): ThemeMode {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  const prefersDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

export function storeThemeMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or a full quota: the theme still switches for this visit.
  }
}

export interface ThemeModeValue {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggle: () => {} });

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
