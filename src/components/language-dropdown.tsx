import { Option, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from './dropdown';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../contracts/constants';
import { LANGUAGE_SELECT_MIN_WIDTH } from '../../contracts/constants';
import { Flag } from '../assets/flags';
import { LOCALE_OPTIONS } from '../lib/locales';

const useStyles = makeStyles({
  root: { minWidth: `${LANGUAGE_SELECT_MIN_WIDTH}px` },
  option: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface LanguageDropdownProps {
  current: Locale;
  onChoose: (code: string | undefined) => void;
  /** Open (and focused) at once: the user already clicked the stand-in. */
  openOnMount?: boolean;
}

/** The Fluent Dropdown itself; loaded on first use by LanguageSwitcher. */
export default function LanguageDropdown({ current, onChoose, openOnMount = false }: LanguageDropdownProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const option = LOCALE_OPTIONS.find((candidate) => candidate.code === current) ?? LOCALE_OPTIONS[0];

  useEffect(() => {
    if (openOnMount) button.current?.focus();
  }, [openOnMount]);

  return (
    <Dropdown
      ref={button}
      className={styles.root}
      aria-label={t('language.label')}
      defaultOpen={openOnMount}
      value={option.name}
      selectedOptions={[option.code]}
      button={{
        children: (
          <span className={styles.option}>
            <Flag code={option.code} />
            {option.name}
          </span>
        ),
      }}
      onOptionSelect={(_event, data) => onChoose(data.optionValue)}
    >
      {LOCALE_OPTIONS.map((choice) => (
        <Option key={choice.code} value={choice.code} text={choice.name}>
          <span className={styles.option} lang={choice.code}>
            <Flag code={choice.code} />
            {choice.name}
          </span>
        </Option>
      ))}
    </Dropdown>
  );
}
