import type { Locale } from '../../../contracts';
import { pubText } from '../../lib/pub-text';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The public sign-in page: plain HTML and a form post, so it works before any script loads. */
export function loginPage(opts: { lang: Locale; next: string; email?: string; error?: string }): string {
  const t = pubText[opts.lang];
  const other: Locale = opts.lang === 'mn' ? 'en' : 'mn';
  const otherLabel = other === 'mn' ? '🇲🇳 Монгол' : '🇬🇧 English';
  const q = (lang: Locale) => `?lang=${lang}&amp;next=${encodeURIComponent(opts.next)}`;
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)} · ${esc(t.product)}</title>
<style>
body{margin:0;font-family:"Segoe UI",system-ui,sans-serif;background:#f5f5f5;color:#242424;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 24px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d1d1d1;border-radius:4px;font-size:14px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;font-size:14px;cursor:pointer}
.err{color:#b10e1c;background:#fdf3f4;border:1px solid #eeacb2;border-radius:4px;padding:8px;font-size:14px}
nav{text-align:right;font-size:13px;margin-bottom:8px}a{color:#0f6cbd}
</style>
</head>
<body><main>
<nav><a href="/pub/login${q(other)}" hreflang="${other}">${otherLabel}</a></nav>
<h1>${esc(t.heading)}</h1>
${opts.error ? `<p class="err" role="alert">${esc(opts.error)}</p>` : ''}
<form method="post" action="/pub/login">
<input type="hidden" name="next" value="${esc(opts.next)}">
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(opts.email ?? '')}">
<label for="password">${esc(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(t.submit)}</button>
</form>
</main></body></html>`;
}
