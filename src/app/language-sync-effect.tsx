import { useEffect } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { i18n } from '../lib/i18n';
import { applyLocale } from '../lib/language';

/**
 * The server keeps the user's language (PUT /api/change-lang), so it follows them to a new
 * browser: once /api/me answers with another language, adopt it and update the cookie.
 */
export function LanguageSyncEffect() {
  const { me, signedIn } = useCurrentUser();
  useEffect(() => {
    if (signedIn && me.lang !== i18n.language) void applyLocale(me.lang);
  }, [signedIn, me.lang]);
  return null;
}
