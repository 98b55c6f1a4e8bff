import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { i18n } from '../../../src/lib/i18n';

/** A shared component inside the Fluent theme, in the given language, in StrictMode as in main.tsx. */
export async function renderUi(ui: ReactNode, lng: 'mn' | 'en' = 'mn') {
  await i18n.changeLanguage(lng);
  return render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </StrictMode>,
  );
}
