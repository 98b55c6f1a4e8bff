import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreSeedLanguage, signInTo } from './helpers';
import { fill, peopleText, type Lang } from './text';

/**
 * Issue 20 §5: the Guide page offers the PDF and the video made by `npm run guides`, in the chosen
 * language, and the server serves them (the files are committed under public/guides/).
 */
const media = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'src', 'features', 'guide', 'data', 'guide-media.json'), 'utf8')) as Record<
  Lang,
  {
    pdf: { file: string; bytes: number; pages: number; sections: Record<string, number> };
    video: { file: string; captions: string; poster: string; chapters: Record<string, [number, number]> };
  }
>;
/** Cover, contents and one section per help guide (seven) at least. */
const MIN_PAGES = 9;

for (const lang of ['mn', 'en'] as const) {
  test(`the guide page offers the PDF and the video in ${lang}, and both are served`, async ({ page }) => {
    const guide = peopleText(lang).guide;
    await signInTo(page, lang, 'agent@demo.mn', '/guide');
    const own = media[lang];

    const video = page.getByRole('region', { name: guide.media.heading }).locator('video');
    await expect(video).toHaveAttribute('src', own.video.file);
    await expect(video).toHaveAttribute('aria-label', guide.media.videoLabel);
    // Before it is played the box shows the poster (this language's title card), not a blank.
    await expect(video).toHaveAttribute('poster', own.video.poster);
    expect(own.video.poster).toMatch(new RegExp(`-${lang}\\.png$`));
    // The browser can play it: its length is read from the file.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0)).toBe(true);
    const size =
      own.pdf.bytes < 1024 * 1024
        ? fill(guide.media.kilobytes, { n: Math.round(own.pdf.bytes / 1024) })
        : fill(guide.media.megabytes, { n: (own.pdf.bytes / 1024 / 1024).toFixed(1) });
    await expect(page.getByRole('link', { name: fill(guide.media.pdfLink, { pages: own.pdf.pages, size }) })).toHaveAttribute('href', own.pdf.file);
    await expect(page.getByRole('link', { name: guide.media.download })).toHaveAttribute('download', '');

    const pdf = await page.request.get(own.pdf.file);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(MIN_PAGES);
    expect(pages).toBe(own.pdf.pages);

    const webm = await page.request.get(own.video.file);
    expect(webm.status()).toBe(200);
    expect(webm.headers()['content-type']).toContain('video/webm');
    const head = (await webm.body()).subarray(0, 4);
    expect(head.toString('hex')).toBe('1a45dfa3'); // EBML, the start of every WebM file

    const poster = await page.request.get(own.video.poster);
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toContain('image/png');
    const png = await poster.body();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a'); // the PNG signature
    expect(png.length).toBeLessThan(150 * 1024);

    const vtt = await page.request.get(own.video.captions);
    expect(vtt.headers()['content-type']).toContain('text/vtt');
    expect(await vtt.text()).toContain(peopleText(lang).guide.articles.live_chat.title);

    // A video guide plays its own chapter and points at its pages of the PDF.
    await page.goto('/guide?article=live_chat');
    const [start, end] = own.video.chapters.live_chat;
    await expect(page.locator('article video')).toHaveAttribute('src', `${own.video.file}#t=${start},${end}`);
    await expect(page.locator('article video')).toHaveAttribute('poster', own.video.poster);
    await expect(page.getByRole('link', { name: fill(guide.media.inPdf, { page: own.pdf.sections.live_chat }) })).toHaveAttribute(
      'href',
      `${own.pdf.file}#page=${own.pdf.sections.live_chat}`,
    );
    await restoreSeedLanguage(page.context());
  });
}
