import { parseHTML, readabilityModule } from './dom';
import { AppError } from '../../lib/app-error';
import { sanitizeArticle, textToHtml } from './sanitize';

export interface ReadDocument {
  title: string;
  html: string;
}

/** The readable article of a web page (Readability over a server-side DOM), sanitised. */
export function readPage(html: string, url: string): ReadDocument {
  const { document } = parseHTML(html);
  const fallbackTitle = document.querySelector('title')?.textContent?.trim() || new URL(url).pathname || url;
  // Readability changes the document it reads; links inside the page are kept for the crawler by the caller.
  const { Readability } = readabilityModule();
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 100 }).parse();
  const body = article?.content ? sanitizeArticle(article.content) : '';
  const title = (article?.title || fallbackTitle).trim().slice(0, 200);
  if (!body.replace(/<[^>]+>/g, '').trim()) throw new AppError('err_knowledge_file_unreadable');
  return { title, html: body };
}

/** Same-site links of a page (for a crawl), without fragments, in document order. */
export function pageLinks(html: string, base: string): string[] {
  const { document } = parseHTML(html);
  const origin = new URL(base).origin;
  const out = new Set<string>();
  for (const a of Array.from(document.querySelectorAll('a[href]')) as { getAttribute(name: string): string | null }[]) {
    try {
      const u = new URL(a.getAttribute('href') ?? '', base);
      u.hash = '';
      if (u.origin === origin && /^https?:$/.test(u.protocol)) out.add(u.toString());
    } catch {
      // not a link we can follow
    }
  }
  return [...out];
}

/** Page addresses of a sitemap (or the sitemaps a sitemap index lists, for the caller to read). */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** A PDF's text, a paragraph per block, each page after the one before. */
export async function readPdf(data: Uint8Array, name: string): Promise<ReadDocument> {
  let pages: string[];
  try {
    const { extractText } = await import('unpdf');
    pages = (await extractText(data, { mergePages: false })).text;
  } catch {
    throw new AppError('err_knowledge_file_unreadable');
  }
  const html = pages.map((p) => textToHtml(p.replace(/([^\n])\n(?!\n)/g, '$1\n\n'))).join('');
  if (!html) throw new AppError('err_knowledge_file_unreadable');
  return { title: name.replace(/\.pdf$/i, ''), html };
}

/** A DOCX's headings, paragraphs, lists and tables as HTML (mammoth), sanitised. */
export async function readDocx(data: Buffer, name: string): Promise<ReadDocument> {
  let html: string;
  try {
    const mammoth = await import('mammoth');
    html = (await (mammoth.default ?? mammoth).convertToHtml({ buffer: data })).value;
  } catch {
    throw new AppError('err_knowledge_file_unreadable');
  }
  const clean = sanitizeArticle(html);
  if (!clean.replace(/<[^>]+>/g, '').trim()) throw new AppError('err_knowledge_file_unreadable');
  return { title: name.replace(/\.docx$/i, ''), html: clean };
}
