// The video guide: one Chromium recording (Playwright's recordVideo) through the video guides'
// chapters with captions, then re-encoded smaller by ffmpeg. The chapters' start and end seconds
// are kept so each guide's page plays its own part.
import type { Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIONS, settle, signIn } from './actions';
import { showCaption, showTitleCard } from './captions';
import { ROLE_EMAIL, VIDEO_CHAPTERS, type GuideLang, type GuideRole } from './steps';

export const VIDEO_SIZE = { width: 1280, height: 720 };

export interface VideoTexts {
  title: string;
  subtitle: string;
  chapterTitle: (guide: string) => string;
  step: (guide: string, step: string) => string;
}

export async function recordGuide(browser: Browser, baseURL: string, lang: GuideLang, texts: VideoTexts, out: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cc-guide-video-'));
  const context = await browser.newContext({ baseURL, viewport: VIDEO_SIZE, recordVideo: { dir, size: VIDEO_SIZE }, locale: lang === 'mn' ? 'mn-MN' : 'en-GB' });
  await context.addCookies([{ name: 'chosenLocale', value: lang, url: baseURL }]);
  const page = await context.newPage();
  const started = Date.now();
  const now = () => Math.round((Date.now() - started) / 100) / 10;
  const chapters: Record<string, [number, number]> = {};
  const warnings: string[] = [];
  /** The captions again as a WebVTT track, for screen readers and players that show text tracks. */
  const cues: { start: number; end: number; text: string }[] = [];

  await showTitleCard(page, texts.title, texts.subtitle);
  await page.waitForTimeout(2000);
  let signedInAs: GuideRole | null = null;
  for (const chapter of VIDEO_CHAPTERS) {
    const start = now();
    const title = texts.chapterTitle(chapter.guide);
    if (signedInAs !== chapter.role && chapter.guide !== 'sign_in') {
      await context.clearCookies();
      await context.addCookies([{ name: 'chosenLocale', value: lang, url: baseURL }]);
      await signIn(page, lang, ROLE_EMAIL[chapter.role]);
      signedInAs = chapter.role;
    }
    for (const scene of chapter.scenes) {
      const caption = { chapter: title, text: texts.step(chapter.guide, scene.step) };
      const cueStart = now();
      await showCaption(page, caption).catch(() => undefined);
      try {
        if (scene.action === 'login') {
          // The sign-in is typed as a person would, then the console opens.
          await page.goto(`/pub/login?lang=${lang}`);
          await showCaption(page, caption);
          await signIn(page, lang, ROLE_EMAIL[chapter.role], { typeDelay: 45 });
          signedInAs = chapter.role;
        } else if (scene.action) {
          await ACTIONS[scene.action](page, lang);
        }
      } catch (err) {
        warnings.push(`${lang} video ${chapter.guide}/${scene.step}: ${(err as Error).message.split('\n')[0]}`);
        await settle(page);
      }
      await showCaption(page, caption).catch(() => undefined);
      await page.waitForTimeout(scene.holdMs);
      cues.push({ start: cueStart, end: now(), text: `${title}: ${caption.text}` });
      await page.keyboard.press('Escape');
    }
    chapters[chapter.guide] = [start, now()];
  }
  const seconds = now();
  await context.close();
  const raw = join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.webm'))!,
  );
  reencode(raw, out);
  rmSync(dir, { recursive: true, force: true });
  return { seconds, chapters, warnings, vtt: toVtt(cues) };
}

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

export const toVtt = (cues: { start: number; end: number; text: string }[]) =>
  `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`).join('\n')}`;

/** VP9 at a constant quality: screens of text change little, so this keeps them sharp and small. */
function reencode(input: string, output: string) {
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-i',
    input,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    output,
  ];
  const r = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('ffmpeg could not re-encode the recording');
}
