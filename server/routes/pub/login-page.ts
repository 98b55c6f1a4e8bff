import type { Locale } from '../../../contracts';
import { signupText } from '../../domain/onboarding/signup-text';
import { pubText } from '../../lib/pub-text';
import { esc, publicPage, resendForm } from './page-shell';

/**
 * The public sign-in page: plain HTML and a form post, so it works before any script loads.
 * `resendEmail` adds the "send the link again" button under an unconfirmed-e-mail message.
 */
export function loginPage(opts: { lang: Locale; next: string; email?: string; error?: string; resendEmail?: string }): string {
  const t = pubText[opts.lang];
  const s = signupText(opts.lang);
  const q = (lang: Locale) => `?lang=${lang}&amp;next=${encodeURIComponent(opts.next)}`;
  return publicPage({
    lang: opts.lang,
    title: t.title,
    product: t.product,
    switchHref: (lang) => `/pub/login${q(lang)}`,
    body: `<h1>${esc(t.heading)}</h1>
${opts.error ? `<p class="err" role="alert">${esc(opts.error)}</p>` : ''}
${opts.resendEmail ? resendForm(opts.resendEmail, s.resend) : ''}
<form method="post" action="/pub/login">
<input type="hidden" name="next" value="${esc(opts.next)}">
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(opts.email ?? '')}">
<label for="password">${esc(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(t.submit)}</button>
</form>
<p class="alt"><a href="/pub/signup">${esc(s.create_account)}</a></p>`,
  });
}
