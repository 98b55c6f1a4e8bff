/**
 * The PDF and video guides made by `npm run guides` (scripts/guides/), served under /guides/: their
 * files, sizes and lengths, and where each help guide starts in them. guide-media.json is written by
 * that script, not by hand.
 */
import type { Locale } from '../../../../contracts/constants';
import type { HelpGuideId } from './guides';
import data from './guide-media.json';

export interface GuidePdf {
  file: string;
  bytes: number;
  pages: number;
  /** The page each help guide starts on. */
  sections: Partial<Record<HelpGuideId, number>>;
}

export interface GuideVideo {
  file: string;
  /** The burnt-in captions again as a WebVTT track. */
  captions: string;
  /** The first frame (its title card) as a PNG, shown before the video is played. */
  poster: string;
  bytes: number;
  seconds: number;
  /** Each video guide's start and end, in seconds of the recording. */
  chapters: Partial<Record<HelpGuideId, [number, number]>>;
}

export type GuideMedia = Partial<Record<Locale, { pdf: GuidePdf; video: GuideVideo }>>;

export const GUIDE_MEDIA = data as unknown as GuideMedia;

/** The pages of one guide's section: up to the next section, or the end of the PDF. */
export function sectionPages(pdf: GuidePdf, id: HelpGuideId): number {
  const start = pdf.sections[id];
  if (start === undefined) return 0;
  const later = Object.values(pdf.sections).filter((p): p is number => p !== undefined && p > start);
  return (later.length ? Math.min(...later) : pdf.pages + 1) - start;
}
