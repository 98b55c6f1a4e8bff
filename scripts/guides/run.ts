// `npm run guides`: makes the PDF and video guides of the console in Mongolian and English from the
// running product (see README.md here). Writes public/guides/ (served at /guides/) and
// src/features/guide/data/guide-media.json, which the Guide pages read.
import { mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { GuideMedia } from '../../src/features/guide/data/guide-media';
import { ACTIONS, settle, signIn } from './actions';
import { printGuide, type PdfSectionContent } from './pdf';
import { makePoster } from './poster';
import { startDemoServer } from './server';
import { GUIDE_LANGS, PDF_SECTIONS, ROLE_EMAIL, guideFiles, type GuideLang, type GuideRole } from './steps';
import { recordGuide } from './video';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'public', 'guides');
const manifestFile = join(root, 'src', 'features', 'guide', 'data', 'guide-media.json');
const SHOT_SIZE = { width: 1280, height: 800 };
const only = (process.env.GUIDES_LANGS?.split(',') as GuideLang[] | undefined) ?? [...GUIDE_LANGS];
/** `GUIDES_ONLY=poster`: only the videos' posters (Chromium alone: no ffmpeg, no server). */
const postersOnly = process.env.GUIDES_ONLY === 'poster';

type Words = { articles: Record<string, { title: string; description: string; steps: Record<string, string> }>; media: Record<string, string> };
const guideWords = (lang: GuideLang): Words => JSON.parse(readFileSync(join(root, 'locales', lang, 'guide.json'), 'utf8'));
const fill = (s: string, params: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/**
 * Playwright records through its own ffmpeg build, which cannot be downloaded here: point it at
 * the system's (Debian's `ffmpeg` package) through a registry folder of its own.
 */
function useSystemFfmpeg() {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) throw new Error('ffmpeg is needed for the video: apt-get install -y ffmpeg');
  const browsers = JSON.parse(readFileSync(join(root, 'node_modules', 'playwright-core', 'browsers.json'), 'utf8')) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')!.revision;
  const registry = mkdtempSync(join(tmpdir(), 'cc-guides-pw-'));
  mkdirSync(join(registry, `ffmpeg-${revision}`));
  const which = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  symlinkSync(which, join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
}

async function screenshots(browser: Browser, baseURL: string, lang: GuideLang, warnings: string[]) {
  const contexts = new Map<GuideRole, { context: BrowserContext; page: Page; signedIn: boolean }>();
  const sessionOf = async (role: GuideRole) => {
    let session = contexts.get(role);
    if (!session) {
      const context = await browser.newContext({ baseURL, viewport: SHOT_SIZE, locale: lang === 'mn' ? 'mn-MN' : 'en-GB' });
      await context.addCookies([{ name: 'chosenLocale', value: lang, url: baseURL }]);
      session = { context, page: await context.newPage(), signedIn: false };
      contexts.set(role, session);
    }
    return session;
  };
  const shots = new Map<string, Buffer>();
  for (const section of PDF_SECTIONS) {
    for (const shot of section.shots) {
      const session = await sessionOf(section.role);
      try {
        if (shot.action !== 'login' && !session.signedIn) {
          await signIn(session.page, lang, ROLE_EMAIL[section.role]);
          session.signedIn = true;
        }
        await ACTIONS[shot.action](session.page, lang);
      } catch (err) {
        warnings.push(`${lang} pdf ${section.guide}/${shot.step}: ${(err as Error).message.split('\n')[0]}`);
        await settle(session.page);
      }
      shots.set(`${section.guide}/${shot.step}`, await session.page.screenshot({ type: 'jpeg', quality: 62 }));
      await session.page.keyboard.press('Escape');
    }
  }
  for (const { context } of contexts.values()) await context.close();
  return shots;
}

async function launch() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** The poster of each language's video (its title card), and its address in guide-media.json. */
async function posters(browser: Browser, media: GuideMedia) {
  for (const lang of only) {
    const words = guideWords(lang);
    const file = guideFiles(lang).poster;
    const bytes = await makePoster(browser, words.media.title, words.media.videoSubtitle, join(outDir, file));
    const video = media[lang]?.video;
    if (video) video.poster = `/guides/${file}`;
    console.log(`${lang}: ${file} ${Math.round(bytes / 1024)} KB`);
  }
}

async function main() {
  const media: GuideMedia = JSON.parse(readFileSync(manifestFile, 'utf8'));
  mkdirSync(outDir, { recursive: true });
  if (postersOnly) {
    const browser = await launch();
    try {
      await posters(browser, media);
    } finally {
      await browser.close();
    }
    writeFileSync(manifestFile, `${JSON.stringify(media, null, 2)}\n`);
    return;
  }
  useSystemFfmpeg();
  const server = await startDemoServer();
  const browser = await launch();
  const version = ((await (await fetch(`${server.baseURL}/pub/version`)).json()) as { version: string }).version;
  const warnings: string[] = [];
  try {
    for (const lang of only) {
      const words = guideWords(lang);
      const files = guideFiles(lang);
      const shots = await screenshots(browser, server.baseURL, lang, warnings);
      const sections: PdfSectionContent[] = PDF_SECTIONS.map((section) => {
        const article = words.articles[section.guide];
        return {
          title: article.title,
          description: article.description,
          steps: Object.entries(article.steps).map(([key, text]) => ({ text, image: shots.get(`${section.guide}/${key}`) })),
        };
      });
      const made = fill(words.media.made, { date: new Date().toISOString().slice(0, 10), version: version.split('+')[0] });
      const printed = await printGuide(
        browser,
        {
          lang,
          title: words.media.title,
          subtitle: words.media.subtitle,
          made,
          contents: words.media.contents,
          page: (n) => fill(words.media.page, { n }),
          stepsLabel: words.media.title,
        },
        sections,
      );
      writeFileSync(join(outDir, files.pdf), printed.pdf);

      const video = await recordGuide(
        browser,
        server.baseURL,
        lang,
        {
          title: words.media.title,
          subtitle: words.media.videoSubtitle,
          chapterTitle: (guide) => words.articles[guide].title,
          step: (guide, step) => words.articles[guide].steps[step],
        },
        join(outDir, files.video),
      );
      warnings.push(...video.warnings);
      writeFileSync(join(outDir, files.captions), video.vtt);
      media[lang] = {
        pdf: {
          file: `/guides/${files.pdf}`,
          bytes: statSync(join(outDir, files.pdf)).size,
          pages: printed.pages,
          sections: Object.fromEntries(PDF_SECTIONS.map((s, i) => [s.guide, printed.starts[i]])),
        },
        video: {
          file: `/guides/${files.video}`,
          captions: `/guides/${files.captions}`,
          poster: `/guides/${files.poster}`,
          bytes: statSync(join(outDir, files.video)).size,
          seconds: video.seconds,
          chapters: video.chapters,
        },
      };
      console.log(
        `${lang}: ${files.pdf} ${printed.pages} pages, ${Math.round(media[lang].pdf.bytes / 1024)} KB; ${files.video} ${video.seconds} s, ${Math.round(media[lang].video.bytes / 1024)} KB`,
      );
    }
    await posters(browser, media);
    writeFileSync(manifestFile, `${JSON.stringify(media, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
  for (const w of warnings) console.warn(`warning: ${w}`);
}

await main();
