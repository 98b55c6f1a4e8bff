/**
 * The help content as static data: which guides exist, their kind and length, and how many
 * steps each written article has. Their texts live in locales/{mn,en}/guide.json under
 * `articles.<id>` (title, description, steps.s1…), so both languages always have the same guides.
 */
export type HelpGuideKind = 'video' | 'pdf';

export interface HelpGuide {
  id: HelpGuideId;
  kind: HelpGuideKind;
  /** Minutes of a video, pages of a PDF. */
  length: number;
}

export const HELP_GUIDES = [
  { id: 'sign_in', kind: 'video', length: 2 },
  { id: 'live_chat', kind: 'video', length: 6 },
  { id: 'closed_interactions', kind: 'pdf', length: 4 },
  { id: 'contacts', kind: 'pdf', length: 6 },
  { id: 'issues', kind: 'video', length: 5 },
  { id: 'web_chat_setup', kind: 'video', length: 4 },
  { id: 'users_roles', kind: 'pdf', length: 5 },
] as const satisfies readonly { id: string; kind: HelpGuideKind; length: number }[];

export type HelpGuideId = (typeof HELP_GUIDES)[number]['id'];

/** Settings guides of spec §2 (General → guides for Gmail, mail, web chat, Facebook). */
export const SETTINGS_GUIDES = ['gmail', 'imap', 'web_chat', 'facebook'] as const;
export type SettingsGuideId = (typeof SETTINGS_GUIDES)[number];

export type ArticleId = HelpGuideId | SettingsGuideId;

/** Steps per article, in order; their keys under `articles.<id>.steps`. */
export const ARTICLE_STEPS: Record<ArticleId, number> = {
  sign_in: 4,
  live_chat: 5,
  closed_interactions: 4,
  contacts: 5,
  issues: 5,
  web_chat_setup: 5,
  users_roles: 5,
  gmail: 6,
  imap: 5,
  web_chat: 6,
  facebook: 6,
};

export const stepKeys = (id: ArticleId) => Array.from({ length: ARTICLE_STEPS[id] }, (_, i) => `s${i + 1}`);

export const GUIDE_FILTERS = ['all', 'video', 'pdf'] as const;
export type GuideFilter = (typeof GUIDE_FILTERS)[number];

export function filterGuides<T extends { kind: HelpGuideKind }>(guides: readonly T[], filter: GuideFilter): T[] {
  return filter === 'all' ? [...guides] : guides.filter((guide) => guide.kind === filter);
}

export function isArticleId(value: string | null): value is ArticleId {
  return !!value && Object.prototype.hasOwnProperty.call(ARTICLE_STEPS, value);
}

/** The query parameter that opens an article, so a guide has a link of its own. */
export const ARTICLE_PARAM = 'article';
