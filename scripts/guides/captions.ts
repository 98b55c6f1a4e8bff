// On-screen captions of the recording, so it is understood without sound: a bar at the bottom of
// the page with the chapter's title and the step being done. Set through the DOM (not an inline
// style attribute), which the console's content security policy allows.
import type { Page } from '@playwright/test';

export interface Caption {
  chapter: string;
  text: string;
}

export async function showCaption(page: Page, caption: Caption) {
  await page.evaluate(({ chapter, text }) => {
    let bar = document.getElementById('guide-caption');
    if (!bar) {
      bar = document.createElement('div');
      bar.id = 'guide-caption';
      bar.setAttribute('aria-hidden', 'true');
      Object.assign(bar.style, {
        position: 'fixed',
        left: '50%',
        bottom: '28px',
        transform: 'translateX(-50%)',
        maxWidth: '900px',
        width: 'calc(100% - 80px)',
        padding: '14px 22px',
        borderRadius: '10px',
        background: 'rgba(17, 17, 17, 0.88)',
        color: '#fff',
        font: '500 22px/1.35 "Noto Sans", "Segoe UI", sans-serif',
        zIndex: '2147483647',
        pointerEvents: 'none',
        boxShadow: '0 6px 24px rgba(0,0,0,0.35)',
      });
      const title = document.createElement('div');
      title.id = 'guide-caption-chapter';
      Object.assign(title.style, {
        font: '600 14px/1.3 "Noto Sans", sans-serif',
        color: '#8fc6ff',
        marginBottom: '4px',
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      });
      const body = document.createElement('div');
      body.id = 'guide-caption-text';
      bar.append(title, body);
      document.body.append(bar);
    }
    document.getElementById('guide-caption-chapter')!.textContent = chapter;
    document.getElementById('guide-caption-text')!.textContent = text;
  }, caption);
}

/** A title card over the whole page (the recording's first seconds). */
export async function showTitleCard(page: Page, title: string, subtitle: string) {
  await page.setContent(
    `<!doctype html><html><body style="margin:0;height:100vh;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:18px;background:#0f6cbd;color:#fff;font-family:'Noto Sans',sans-serif">
<div style="font-size:54px;font-weight:600">${title.replace(/</g, '&lt;')}</div><div style="font-size:24px;opacity:.9">${subtitle.replace(/</g, '&lt;')}</div></body></html>`,
  );
}
