// The video's poster: the recording's first frame (its title card), as a PNG the Guide page shows
// in the video box before it is played. Made by Chromium alone (no ffmpeg, no server), so
// `GUIDES_ONLY=poster npm run guides` can make it on a machine without ffmpeg.
import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { showTitleCard } from './captions';
import { VIDEO_SIZE } from './video';

export async function makePoster(browser: Browser, title: string, subtitle: string, out: string) {
  // The recording's size: a flat card of two lines is a few tens of KB as a PNG.
  const context = await browser.newContext({ viewport: VIDEO_SIZE });
  try {
    const page = await context.newPage();
    await showTitleCard(page, title, subtitle);
    const png = await page.screenshot({ type: 'png' });
    writeFileSync(out, png);
    return png.length;
  } finally {
    await context.close();
  }
}
