// What the generated guides show, as data: the PDF's sections (one per help guide, each step with
// the screen it happens on) and the video's chapters (one per video guide, each step a caption held
// while its action plays). Texts come from locales/<lang>/guide.json (`articles.<id>`), so the
// console's written guide, the PDF and the video say the same thing in both languages.
import { HELP_GUIDES, type HelpGuideId } from '../../src/features/guide/data/guides';

export const GUIDE_LANGS = ['mn', 'en'] as const;
export type GuideLang = (typeof GUIDE_LANGS)[number];

/** Who performs a step: a demo account of Demo LLC (README's table). */
export type GuideRole = 'agent' | 'admin';
export const ROLE_EMAIL: Record<GuideRole, string> = { agent: 'agent@demo.mn', admin: 'admin@demo.mn' };

/** Names of the browser actions in actions.ts; each leaves the page showing its step. */
export const ACTION_NAMES = [
  'login',
  'home',
  'languageMenu',
  'userMenu',
  'live',
  'liveOpen',
  'liveSlash',
  'history',
  'historyOpen',
  'contacts',
  'contactSearch',
  'contactOpen',
  'issues',
  'issueAdd',
  'webChats',
  'webChatEdit',
  'webChatSnippet',
  'users',
  'inviteDialog',
  'roles',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** One screenshot of the PDF: the step it illustrates and the action that brings the screen. */
export interface Shot {
  step: string;
  action: ActionName;
}

export interface PdfSection {
  guide: HelpGuideId;
  role: GuideRole;
  shots: Shot[];
}

/** Every help guide gets a section of the PDF, in the order of the guide list. */
export const PDF_SECTIONS: PdfSection[] = [
  {
    guide: 'sign_in',
    role: 'agent',
    shots: [
      { step: 's1', action: 'login' },
      { step: 's3', action: 'languageMenu' },
      { step: 's4', action: 'userMenu' },
    ],
  },
  {
    guide: 'live_chat',
    role: 'agent',
    shots: [
      { step: 's1', action: 'live' },
      { step: 's2', action: 'liveOpen' },
      { step: 's3', action: 'liveSlash' },
    ],
  },
  {
    guide: 'closed_interactions',
    role: 'agent',
    shots: [
      { step: 's1', action: 'history' },
      { step: 's3', action: 'historyOpen' },
    ],
  },
  {
    guide: 'contacts',
    // An agent sees only the contacts they may (none in the demo): the admin shows the full list.
    role: 'admin',
    shots: [
      { step: 's1', action: 'contactSearch' },
      { step: 's3', action: 'contactOpen' },
    ],
  },
  {
    guide: 'issues',
    role: 'agent',
    shots: [
      { step: 's1', action: 'issues' },
      { step: 's2', action: 'issueAdd' },
    ],
  },
  {
    guide: 'web_chat_setup',
    role: 'admin',
    shots: [
      { step: 's1', action: 'webChats' },
      { step: 's2', action: 'webChatEdit' },
      { step: 's3', action: 'webChatSnippet' },
    ],
  },
  {
    guide: 'users_roles',
    role: 'admin',
    shots: [
      { step: 's1', action: 'users' },
      { step: 's2', action: 'inviteDialog' },
      { step: 's3', action: 'roles' },
    ],
  },
];

/** One caption of the video: the step's text, shown while `action` plays and `holdMs` after. */
export interface Scene {
  step: string;
  action?: ActionName;
  holdMs: number;
}

export interface VideoChapter {
  guide: HelpGuideId;
  role: GuideRole;
  scenes: Scene[];
}

/** The video guides, in one recording: an agent's day, then the admin's web chat. */
export const VIDEO_CHAPTERS: VideoChapter[] = [
  {
    guide: 'sign_in',
    role: 'agent',
    scenes: [
      { step: 's1', action: 'login', holdMs: 2300 },
      { step: 's3', action: 'languageMenu', holdMs: 2300 },
    ],
  },
  {
    guide: 'live_chat',
    role: 'agent',
    scenes: [
      { step: 's1', action: 'live', holdMs: 2300 },
      { step: 's2', action: 'liveOpen', holdMs: 2300 },
      { step: 's3', action: 'liveSlash', holdMs: 2300 },
    ],
  },
  {
    guide: 'issues',
    role: 'agent',
    scenes: [
      { step: 's1', action: 'issues', holdMs: 2300 },
      { step: 's2', action: 'issueAdd', holdMs: 2300 },
      { step: 's4', holdMs: 2300 },
    ],
  },
  {
    guide: 'web_chat_setup',
    role: 'admin',
    scenes: [
      { step: 's1', action: 'webChats', holdMs: 2300 },
      { step: 's2', action: 'webChatEdit', holdMs: 2300 },
      { step: 's3', action: 'webChatSnippet', holdMs: 2300 },
      { step: 's5', holdMs: 2300 },
    ],
  },
];

/** What the recording should last, in seconds, before the time the actions themselves take. */
export const VIDEO_SECONDS = { min: 30, max: 90 };

export const videoGuides = () => HELP_GUIDES.filter((g) => g.kind === 'video').map((g) => g.id);

/** The files, under public/guides/ (served at /guides/ by the console's static files). */
export const guideFiles = (lang: GuideLang) => ({
  pdf: `console-guide-${lang}.pdf`,
  video: `console-guide-${lang}.webm`,
  captions: `console-guide-${lang}.vtt`,
  poster: `console-guide-${lang}.png`,
});
