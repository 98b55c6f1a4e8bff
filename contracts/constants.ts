/** Business constants of spec §9 shared by server, console and widget. */
export const LOCALES = ['mn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'mn';

export const LOCALE_COOKIE = 'chosenLocale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_COOKIE_DAYS = 1;
export const TRIAL_ONBOARDING_COOKIE = 'trialOnboarding';
export const SESSION_COOKIE = 'sid';

export const USER_PAGE_DEFAULT = 1;
export const USER_PAGE_SIZE_DEFAULT = 100;
export const USER_PAGE_SIZE_MAX = 500;

export const ATTACHMENT_MAX_BYTES = 1024 * 1024;
/**
 * Largest frame either socket protocol takes (the longest message, escaped, is a few KB); a larger
 * one is refused with an `error` frame (err_body_too_large) and the connection stays open.
 */
export const SOCKET_FRAME_MAX = 64 * 1024;
export const CONTACT_NOTE_MAX = 1000;
export const INTERACTION_TAG_NAME_MIN = 2;
export const USER_NAME_MIN_EXCLUSIVE = 2;
export const ONBOARDING_INPUT_MIN_EXCLUSIVE = 3;
export const NAME_MAX = 100;
/** A conversation's subject (given when it is closed, or edited later). */
export const INTERACTION_SUBJECT_MAX = 200;

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const HEADER_HEIGHT = 64;
export const LANGUAGE_SELECT_MIN_WIDTH = 150;

/** Spec §9: the reload guard never reloads twice within this window. */
export const RELOAD_GUARD_MS = 10_000;

/** Spec §7: non-write requests are retried once on these statuses. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Employee-count ranges offered by onboarding step 3 (spec §2), stored as the company's employee count. */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

export const SECTORS = ['technology', 'trade', 'health', 'finance', 'travel', 'education', 'others'] as const;
export type Sector = (typeof SECTORS)[number];

/** The virtual agent's avatars (onboarding and virtual agents); here so the live page's bot schema needs no onboarding rules. */
export const AGENT_AVATARS = ['robot', 'headset', 'spark', 'leaf'] as const;
