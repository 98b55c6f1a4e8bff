import { CONFIRM_LINK_TTL_HOURS, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type Locale } from '../../../contracts';
import { fill, signupText } from '../../domain/onboarding/signup-text';
import { pubText } from '../../lib/pub-text';
import { esc, publicPage, resendForm } from './page-shell';

interface SignupValues {
  email?: string;
  first_name?: string;
  last_name?: string;
}

type SignupField = keyof SignupValues | 'password';
const SIGNUP_FIELDS: readonly string[] = ['last_name', 'first_name', 'email', 'password'];
/** What each input takes at most (the browser stops typing there; the server's rule says so if sent anyway). */
const MAX_LENGTH: Record<SignupField, number> = { last_name: NAME_MAX, first_name: NAME_MAX, email: EMAIL_MAX, password: PASSWORD_MAX };

/**
 * The public sign-up page: a plain form posted to /pub/signup, shown again as typed on a refusal,
 * whose message stands under the field it names (or above the form when it names none).
 */
export function signupPage(opts: { lang: Locale; values?: SignupValues; error?: string; errorField?: string }): string {
  const t = pubText[opts.lang];
  const s = signupText(opts.lang);
  const v = opts.values ?? {};
  const onField = opts.error && opts.errorField && SIGNUP_FIELDS.includes(opts.errorField) ? opts.errorField : undefined;
  const field = (name: SignupField, label: string, type: string, autocomplete: string, extra = '') => {
    const invalid = onField === name;
    const describedBy = [name === 'password' ? 'password-hint' : '', invalid ? `${name}-error` : ''].filter(Boolean).join(' ');
    return `<label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${MAX_LENGTH[name]}"${name === 'password' ? '' : ` value="${esc((v[name] ?? '').slice(0, MAX_LENGTH[name]))}"`}${extra}${invalid ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${
      invalid
        ? `
<p class="err" id="${name}-error" role="alert">${esc(opts.error!)}</p>`
        : ''
    }`;
  };
  return publicPage({
    lang: opts.lang,
    title: s.title,
    product: t.product,
    switchHref: (lang) => `/pub/signup?lang=${lang}`,
    body: `<h1>${esc(s.heading)}</h1>
${opts.error && !onField ? `<p class="err" role="alert">${esc(opts.error)}</p>` : ''}
<form method="post" action="/pub/signup">
${field('last_name', s.last_name, 'text', 'family-name')}
${field('first_name', s.first_name, 'text', 'given-name')}
${field('email', t.email, 'email', 'email')}
${field('password', t.password, 'password', 'new-password', ` minlength="${PASSWORD_MIN}"`)}
<p class="hint" id="password-hint">${esc(fill(s.password_hint, { min: PASSWORD_MIN }))}</p>
<button type="submit">${esc(s.submit)}</button>
</form>
<p class="alt"><a href="/pub/login">${esc(s.have_account)}</a></p>`,
  });
}

/** After a sign-up or a resend: where the link went, and a button to send it again. */
export function mailSentPage(opts: { lang: Locale; email: string; resent?: boolean }): string {
  const t = pubText[opts.lang];
  const s = signupText(opts.lang);
  const text = opts.resent ? fill(s.resent_body, { email: opts.email }) : fill(s.sent_body, { email: opts.email, hours: CONFIRM_LINK_TTL_HOURS });
  return publicPage({
    lang: opts.lang,
    title: s.sent_title,
    product: t.product,
    switchHref: (lang) => `/pub/signup?lang=${lang}`,
    body: `<h1>${esc(s.sent_title)}</h1>
<p role="status">${esc(text)}</p>
${resendForm(opts.email, s.resend)}
<p class="alt"><a href="/pub/login">${esc(s.back_to_login)}</a></p>`,
  });
}

/** A confirmation link that is unknown, used or expired: the message and a way to ask for a new one. */
export function confirmFailedPage(opts: { lang: Locale; error: string }): string {
  const t = pubText[opts.lang];
  const s = signupText(opts.lang);
  return publicPage({
    lang: opts.lang,
    title: s.invalid_title,
    product: t.product,
    switchHref: (lang) => `/pub/login?lang=${lang}`,
    body: `<h1>${esc(s.invalid_title)}</h1>
<p class="err" role="alert">${esc(opts.error)}</p>
<form method="post" action="/pub/signup/resend">
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">${esc(s.resend)}</button>
</form>
<p class="alt"><a href="/pub/login">${esc(s.back_to_login)}</a></p>`,
  });
}
