import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../scripts/guides/actions';
import { pdfPageCount } from '../../../scripts/guides/pdf';
import { ACTION_NAMES, GUIDE_LANGS, PDF_SECTIONS, VIDEO_CHAPTERS, VIDEO_SECONDS, guideFiles, videoGuides } from '../../../scripts/guides/steps';
import { toVtt } from '../../../scripts/guides/video';
import { HELP_GUIDES } from '../../../src/features/guide/data/guides';
import { GUIDE_MEDIA, sectionPages } from '../../../src/features/guide/data/guide-media';

const root = join(import.meta.dirname, '..', '..', '..');
const articles = (lang: string) =>
  JSON.parse(readFileSync(join(root, 'locales', lang, 'guide.json'), 'utf8')).articles as Record<string, { steps: Record<string, string> }>;

describe('the generated guides’ step list (scripts/guides/steps.ts)', () => {
  it('gives every help guide a PDF section, in the order of the guide list, and every video guide a chapter', () => {
    expect(PDF_SECTIONS.map((s) => s.guide)).toEqual(HELP_GUIDES.map((g) => g.id));
    expect(VIDEO_CHAPTERS.map((c) => c.guide)).toEqual(videoGuides());
  });

  it('names only steps both languages have, and only actions that exist', () => {
    for (const lang of GUIDE_LANGS) {
      const text = articles(lang);
      for (const section of PDF_SECTIONS)
        for (const shot of section.shots) expect(text[section.guide].steps[shot.step], `${lang} ${section.guide}.${shot.step}`).toBeTruthy();
      for (const chapter of VIDEO_CHAPTERS)
        for (const scene of chapter.scenes) expect(text[chapter.guide].steps[scene.step], `${lang} ${chapter.guide}.${scene.step}`).toBeTruthy();
    }
    expect(Object.keys(ACTIONS).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it('plans a recording whose captions alone stay inside the length asked for', () => {
    const held = VIDEO_CHAPTERS.flatMap((c) => c.scenes).reduce((sum, s) => sum + s.holdMs, 0) / 1000;
    expect(held).toBeGreaterThanOrEqual(VIDEO_SECONDS.min * 0.6);
    expect(held).toBeLessThanOrEqual(VIDEO_SECONDS.max * 0.6);
  });

  it('writes the captions as a WebVTT track', () => {
    expect(toVtt([{ start: 2.5, end: 65.25, text: 'Нэвтрэх: нууц үг' }])).toBe('WEBVTT\n\n1\n00:00:02.500 --> 00:01:05.250\nНэвтрэх: нууц үг\n');
  });

  it('counts a PDF’s pages by its page objects, not the page tree', () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Pages /Count 2>>\n2 0 obj <</Type /Page>>\n3 0 obj <</Type/Page /Parent 1 0 R>>\n');
    expect(pdfPageCount(pdf)).toBe(2);
  });
});

describe('the committed guides (public/guides/, guide-media.json)', () => {
  for (const lang of GUIDE_LANGS) {
    it(`${lang}: both files are there, as recorded, small enough, and cover every guide`, () => {
      const media = GUIDE_MEDIA[lang]!;
      expect(media).toBeTruthy();
      const files = guideFiles(lang);
      for (const [file, bytes] of [
        [files.pdf, media.pdf.bytes],
        [files.video, media.video.bytes],
      ] as const) {
        const path = join(root, 'public', 'guides', file);
        expect(existsSync(path), file).toBe(true);
        expect(statSync(path).size).toBe(bytes);
      }
      expect(existsSync(join(root, 'public', 'guides', files.captions))).toBe(true);
      // The poster: a PNG under 150 KB, at the address the page gives the video.
      expect(media.video.poster).toBe(`/guides/${files.poster}`);
      const poster = readFileSync(join(root, 'public', 'guides', files.poster));
      expect(poster.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(poster.length).toBeLessThan(150 * 1024);
      expect(media.pdf.bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      expect(media.video.bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
      expect(media.video.seconds).toBeGreaterThanOrEqual(VIDEO_SECONDS.min);
      expect(media.video.seconds).toBeLessThanOrEqual(VIDEO_SECONDS.max);
      expect(pdfPageCount(readFileSync(join(root, 'public', 'guides', files.pdf)))).toBe(media.pdf.pages);
      for (const guide of HELP_GUIDES) expect(sectionPages(media.pdf, guide.id), guide.id).toBeGreaterThan(0);
      for (const id of videoGuides()) {
        const [start, end] = media.video.chapters[id]!;
        expect(end).toBeGreaterThan(start);
      }
    });
  }
});
