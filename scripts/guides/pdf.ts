// The PDF guide: an A4 HTML document (cover, contents, one section per help guide with its steps
// and screenshots) printed by Chromium, with page numbers in the footer.
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontDir = join(import.meta.dirname, '..', '..', 'node_modules', '@fontsource', 'noto-sans', 'files');
const font = (subset: string, weight: number) =>
  `@font-face{font-family:'Noto Sans';font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(join(fontDir, `noto-sans-${subset}-${weight}-normal.woff2`)).toString('base64')}) format('woff2');}`;
// Mongolian is written in Cyrillic (with Ө and Ү); the system may have no font for it.
const FONTS = ['latin', 'cyrillic'].flatMap((subset) => [400, 600].map((w) => font(subset, w))).join('');

export interface PdfStep {
  text: string;
  /** A JPEG screenshot of the step's screen. */
  image?: Buffer;
}
export interface PdfSectionContent {
  title: string;
  description: string;
  steps: PdfStep[];
}
export interface PdfCover {
  lang: string;
  title: string;
  subtitle: string;
  made: string;
  contents: string;
  page: (n: number) => string;
  stepsLabel: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CSS = `${FONTS}
@page{size:A4;margin:16mm 16mm 18mm}
*{box-sizing:border-box}
body{font-family:'Noto Sans',sans-serif;color:#1b1b1b;font-size:11pt;line-height:1.45;margin:0}
.cover{height:250mm;display:flex;flex-direction:column;justify-content:center;gap:6mm;border-left:4mm solid #0f6cbd;padding-left:10mm}
.cover h1{font-size:30pt;margin:0;color:#0f6cbd}
.cover p{margin:0;font-size:13pt;color:#424242}
.cover .made{font-size:10pt;color:#616161;margin-top:12mm}
.contents{break-before:page}
.contents h2{color:#0f6cbd}
.contents ol{padding-left:6mm}
.contents li{display:flex;justify-content:space-between;border-bottom:1px dotted #bbb;padding:2mm 0}
section{break-before:page}
section h2{font-size:18pt;color:#0f6cbd;margin:0 0 2mm}
section .description{color:#424242;margin:0 0 5mm}
ol.steps{padding-left:7mm;margin:0}
ol.steps li{margin:0 0 4mm}
figure{margin:2mm 0 0;break-inside:avoid}
figure img{width:100%;border:1px solid #d1d1d1;border-radius:2mm}
`;

function html(cover: PdfCover, sections: PdfSectionContent[], pages: number[] | null): string {
  const body = sections
    .map(
      (s) => `<section><h2>${esc(s.title)}</h2><p class="description">${esc(s.description)}</p>
<ol class="steps" aria-label="${esc(cover.stepsLabel)}">${s.steps
        .map(
          (step) => `<li><p>${esc(step.text)}</p>${step.image ? `<figure><img alt="" src="data:image/jpeg;base64,${step.image.toString('base64')}"></figure>` : ''}</li>`,
        )
        .join('')}</ol></section>`,
    )
    .join('');
  if (!pages) return `<!doctype html><html lang="${cover.lang}"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${body}</body></html>`;
  const contents = sections.map((s, i) => `<li><span>${esc(s.title)}</span><span>${esc(cover.page(pages[i]))}</span></li>`).join('');
  return `<!doctype html><html lang="${cover.lang}"><head><meta charset="utf-8"><title>${esc(cover.title)}</title><style>${CSS}</style></head><body>
<div class="cover"><h1>${esc(cover.title)}</h1><p>${esc(cover.subtitle)}</p><p class="made">${esc(cover.made)}</p></div>
<div class="contents"><h2>${esc(cover.contents)}</h2><ol>${contents}</ol></div>${body}</body></html>`;
}

/** Pages of a PDF, by its page objects (`/Type /Page`, not `/Pages`). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

const FOOTER = `<div style="font-family:sans-serif;font-size:8pt;color:#616161;width:100%;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

async function print(browser: Browser, content: string, numbered: boolean) {
  const page = await browser.newPage();
  try {
    await page.setContent(content, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: numbered,
      headerTemplate: '<span></span>',
      footerTemplate: FOOTER,
    });
  } finally {
    await page.close();
  }
}

/**
 * Prints the guide. Each section starts a page, so printing each alone tells where it starts in
 * the whole: the cover is page 1 and the contents page 2.
 */
export async function printGuide(browser: Browser, cover: PdfCover, sections: PdfSectionContent[]) {
  const starts: number[] = [];
  let next = 3;
  for (const section of sections) {
    starts.push(next);
    next += pdfPageCount(await print(browser, html(cover, [section], null), false));
  }
  const pdf = await print(browser, html(cover, sections, starts), true);
  return { pdf, pages: pdfPageCount(pdf), starts };
}
