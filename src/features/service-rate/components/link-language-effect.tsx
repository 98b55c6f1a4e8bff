import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { applyLocale } from '../../../lib/language';
import { isLocale } from '../../../lib/locales';

/**
 * The rating link names the language the customer chatted in (`lang`): adopt it once, then drop it
 * from the address, so a language the customer picks in the switcher afterwards holds on a reload.
 */
export function LinkLanguageEffect() {
  const [params, setParams] = useSearchParams();
  const lang = params.get('lang');
  useEffect(() => {
    if (lang === null) return;
    if (isLocale(lang)) void applyLocale(lang);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('lang');
        return next;
      },
      { replace: true },
    );
  }, [lang, setParams]);
  return null;
}
