import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_SELECT_MIN_WIDTH } from '../../contracts/constants';
import { Flag } from '../assets/flags';
import { useCurrentUser } from '../lib/current-user';
import { applyLocale, saveLocaleOnServer } from '../lib/language';
import { LOCALE_OPTIONS, isLocale } from '../lib/locales';

// The Fluent Dropdown (listbox, positioning, focus management) is large (bench/RESULTS.md): it loads
// when the user first reaches for it, which keeps it off the sign-in page's first load.
const loadDropdown = () => import('./language-dropdown');
const LanguageDropdown = lazy(loadDropdown);
let dropdownLoaded = false;
const preload = () => {
  void loadDropdown().then(() => {
    dropdownLoaded = true;
  });
};

const useStyles = makeStyles({
  trigger: {
    minWidth: `${LANGUAGE_SELECT_MIN_WIDTH}px`,
    justifyContent: 'space-between',
    fontWeight: tokens.fontWeightRegular,
  },
  label: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * Language selector (spec §2, min width 150 px). The choice is kept in the chosenLocale cookie
 * (365 days) and, for a signed-in user, sent to PUT /api/change-lang.
 */
export function LanguageSwitcher() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { signedIn, updateMe } = useCurrentUser();
  // Once loaded, later mounts (another layout) show the real Dropdown straight away.
  const [wanted, setWanted] = useState(dropdownLoaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const activate = () => {
    setOpenOnMount(true);
    setWanted(true);
  };
  const current = LOCALE_OPTIONS.find((option) => option.code === i18n.language) ?? LOCALE_OPTIONS[0];

  const choose = async (code: string | undefined) => {
    if (!isLocale(code) || code === current.code) return;
    // Update the cached user first, so the sync with me.lang does not switch straight back.
    if (signedIn) updateMe({ lang: code });
    await applyLocale(code);
    if (signedIn) await saveLocaleOnServer(code);
  };

  // Looks and announces like the Dropdown it stands in for (a combobox with the same name).
  const standIn = (
    <Button
      className={styles.trigger}
      appearance="outline"
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-label={t('language.label')}
      icon={<ChevronDownRegular />}
      iconPosition="after"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          activate();
        }
      }}
    >
      <span className={styles.label}>
        <Flag code={current.code} />
        {current.name}
      </span>
    </Button>
  );

  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageDropdown current={current.code} onChoose={(code) => void choose(code)} openOnMount={openOnMount} />
    </Suspense>
  );
}
