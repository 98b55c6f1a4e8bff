import { Dropdown as FluentDropdown, type DropdownProps } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Fluent's Dropdown with its clear button named in the console's language: Fluent names it
 * 'Clear selection' in English whatever the locale. Every dropdown of the console is this one.
 */
export const Dropdown = forwardRef<HTMLButtonElement, DropdownProps>(function Dropdown(props, ref) {
  const { t } = useTranslation('common');
  return <FluentDropdown ref={ref} {...props} clearButton={props.clearButton ?? { 'aria-label': t('clearSelection') }} />;
});
