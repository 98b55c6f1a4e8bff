import type { i18n as I18n } from 'i18next';
import { ApiError } from './api-error';
import { i18n as appI18n } from './i18n';

/** Statuses with their own message in spec §8; every other one is 'An error occurred'. */
const STATUS_MESSAGES = [400, 401, 403, 404, 500, 502] as const;
type KnownStatus = (typeof STATUS_MESSAGES)[number];

/** Status the server uses for "show my text as it is" (spec §8). */
export const TEXT_STATUS = 600;

function interpolationValues(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const { code: _code, message: _message, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * The user-facing message for a failed call, in `lng` (default: the current language).
 * A known catalogue code wins over the status, because it says more.
 */
export function describeError(error: unknown, lng?: string, instance: I18n = appI18n): string {
  const t = instance.getFixedT(lng ?? instance.language, ['common', 'errors']);
  if (!(error instanceof ApiError)) return t('generic.requestFailed');
  switch (error.kind) {
    case 'network':
      return t('generic.network');
    case 'timeout':
      return t('generic.timeout');
    case 'unknown':
      return t('generic.requestFailed');
  }
  if (error.status === TEXT_STATUS) return error.text.trim() || t('http.other');
  if (error.code) {
    const key = `errors:${error.code}` as const;
    if (instance.exists(key, { lng: lng ?? instance.language })) {
      // String(): a union of 100+ literal keys defeats i18next's return-type inference.
      return String(t(key, interpolationValues(error.body) as { count?: number }));
    }
  }
  if ((STATUS_MESSAGES as readonly number[]).includes(error.status)) {
    return t(`http.${error.status as KnownStatus}`);
  }
  return t('http.other');
}
