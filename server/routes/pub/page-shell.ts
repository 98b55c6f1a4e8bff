import type { Locale } from '../../../contracts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:"Segoe UI",system-ui,sans-serif;background:#f5f5f5;color:#242424;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 24px}label{display:block;font-size:14px;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d1d1d1;border-radius:4px;font-size:14px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;font-size:14px;cursor:pointer}
button.secondary{background:#fff;color:#0f6cbd;border:1px solid #0f6cbd;margin-top:8px}
.err{color:#b10e1c;background:#fdf3f4;border:1px solid #eeacb2;border-radius:4px;padding:8px;font-size:14px}
.hint{font-size:12px;color:#616161;margin:4px 0 0}.alt{font-size:14px;margin:20px 0 0;text-align:center}
nav{text-align:right;font-size:13px;margin-bottom:8px}a{color:#0f6cbd}`;

/**
 * The frame of every server-rendered public page: plain HTML and CSS, no script, so the pages work
 * before (and without) the console's bundle. `switchHref` is this page in the other language.
 */
export function publicPage(opts: { lang: Locale; title: string; product: string; switchHref: (lang: Locale) => string; body: string }): string {
  const other: Locale = opts.lang === 'mn' ? 'en' : 'mn';
  const otherLabel = other === 'mn' ? '🇲🇳 Монгол' : '🇬🇧 English';
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(opts.title)} · ${esc(opts.product)}</title>
<style>
${STYLE}
</style>
</head>
<body><main>
<nav><a href="${opts.switchHref(other)}" hreflang="${other}">${otherLabel}</a></nav>
${opts.body}
</main></body></html>`;
}

/** A one-button form that asks for the confirmation link again (no script: a plain post). */
export function resendForm(email: string, label: string): string {
  return `<form method="post" action="/pub/signup/resend">
<input type="hidden" name="email" value="${esc(email)}">
<button type="submit" class="secondary">${esc(label)}</button>
</form>`;
}
