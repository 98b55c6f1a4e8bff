import { FluentProvider, makeStyles, tokens, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeModeContext, readThemeMode, storeThemeMode, type ThemeMode } from '../lib/theme';

// On a wrapper, not on FluentProvider: its className is copied onto every portal node
// (applyStylesToPortals), and a full-height portal would cover the page.
const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

function Frame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.root}>{children}</div>;
}

/** Fluent light or dark theme; the user's choice is kept in localStorage. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(() => readThemeMode());
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storeThemeMode(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <FluentProvider theme={mode === 'dark' ? webDarkTheme : webLightTheme} applyStylesToPortals>
        <Frame>{children}</Frame>
      </FluentProvider>
    </ThemeModeContext.Provider>
  );
}
