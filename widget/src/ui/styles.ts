/**
 * The widget's only CSS, inside its shadow root. `:host` resets every property with !important:
 * inside a shadow tree an important declaration beats the host page's important ones, so a page
 * rule such as `* { display: none !important }` cannot hide or restyle the widget, and nothing
 * the page sets (font, colour, line height) is inherited into it.
 */
// Bubble widths: contracts BUBBLE_MAX_WIDTH (spec §9), written out to keep zod out of the widget bundle.
export const CSS = `
:host{all:initial!important;display:block!important;position:fixed!important;right:0!important;bottom:0!important;width:0!important;height:0!important;z-index:2147483000!important;visibility:visible!important;opacity:1!important;overflow:visible!important}
.w{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#242424;--b:#2563eb;--t:#fff}
*,*::before,*::after{box-sizing:border-box}
button{font:inherit;cursor:pointer}
[hidden]{display:none!important}
.rows{display:contents}
.launcher{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;padding:0;background:var(--b);color:var(--t);box-shadow:0 4px 12px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center}
.launcher svg{width:28px;height:28px}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;border-radius:10px;padding:0 5px;background:#c50f1f;color:#fff;font-size:12px;line-height:20px;text-align:center}
.panel{position:fixed;right:20px;bottom:88px;width:min(370px,calc(100vw - 40px));height:min(560px,calc(100vh - 110px));background:#fff;border-radius:12px;box-shadow:0 8px 28px rgba(0,0,0,.28);display:flex;flex-direction:column;overflow:hidden}
header{background:var(--b);color:var(--t);display:flex;align-items:center;gap:10px;padding:12px 14px}
header img{width:32px;height:32px;border-radius:50%;object-fit:cover;background:#fff}
h2{flex:1;margin:0;font-size:16px;font-weight:600;color:inherit}
.x{background:none;border:0;color:inherit;width:32px;height:32px;border-radius:6px;padding:0;display:flex;align-items:center;justify-content:center}
.x svg{width:20px;height:20px}
.note{font-size:12px;padding:6px 14px;background:#fff4ce;color:#4a3b00}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#fafafa}
.greet,.bubble{padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e0e0e0;margin:0}
.greet{align-self:flex-start;max-width:85%}
.m{display:flex;flex-direction:column;max-width:80%}
.me{align-self:flex-end;align-items:flex-end}
.them{align-self:flex-start}
.m.chatbot{max-width:min(80%,280px)}
.m.iva{max-width:min(80%,380px)}
.me .bubble{background:var(--b);color:var(--t);border-color:transparent}
.bubble a{color:inherit;text-decoration:underline}
.meta,.st{font-size:11px;color:#616161;margin:2px 4px}
.st{display:flex;gap:6px}
.retry{color:#c50f1f}
.st button{background:none;border:0;padding:0;color:#c50f1f;font-size:11px;text-decoration:underline}
.sys{align-self:center;text-align:center;font-size:12px;color:#616161;max-width:90%}
.rating{align-self:center;text-align:center;font-size:13px}
.stars{display:flex;gap:2px;justify-content:center;margin-top:4px}
.stars button{background:none;border:0;padding:2px;width:34px;height:34px;color:#b0b0b0}
.stars svg{width:30px;height:30px}
.stars:hover button,.stars button:focus-visible{color:#e8a317}
.stars button:hover~button{color:#b0b0b0}
.typing{font-size:12px;color:#616161;padding:2px 14px;min-height:22px;background:#fafafa}
form{display:flex;gap:8px;padding:10px;border-top:1px solid #e0e0e0;background:#fff;margin:0}
textarea{flex:1;resize:none;border:1px solid #c7c7c7;border-radius:8px;padding:9px 10px;font:inherit;color:inherit;background:#fff;height:40px;max-height:120px}
.send{width:40px;height:40px;border-radius:8px;border:0;padding:0;background:var(--b);color:var(--t);display:flex;align-items:center;justify-content:center}
.send svg{width:20px;height:20px}
:focus-visible{outline:2px solid #0f6cbd;outline-offset:2px}
@media (max-width:480px){.panel{right:0;bottom:0;width:100vw;height:100vh;border-radius:0}}
`;
