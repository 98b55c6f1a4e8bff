import { z } from 'zod';
import { DOMAIN_PATTERN, HEX_COLOR_PATTERN, WEBCHAT_LIMITS, normaliseDomain, type Webchat, type WebchatBody } from '../../../../../contracts/webchat.schema';

const REQUIRED = { error: 'common:validation.required' };
const COLOR = { error: 'settings:validation.color' };
const text = (max: number) => z.string().trim().max(max);

/**
 * The server's WebchatBodySchema with the console's messages: the same limits, the same domain
 * normalisation, so what passes here is what the server stores.
 */
export const WebchatFormSchema = z.object({
  domain: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(253)
    .transform(normaliseDomain)
    .pipe(z.string().regex(DOMAIN_PATTERN, { error: 'errors:err_webchat_domain_invalid' })),
  name: text(WEBCHAT_LIMITS.name).min(1, REQUIRED),
  name_en: text(WEBCHAT_LIMITS.name),
  greeting: text(WEBCHAT_LIMITS.greeting),
  greeting_en: text(WEBCHAT_LIMITS.greeting),
  logo: z.string().nullable(),
  brand_color: z.string().regex(HEX_COLOR_PATTERN, COLOR),
  text_color: z.string().regex(HEX_COLOR_PATTERN, COLOR),
  is_active: z.boolean(),
}) satisfies z.ZodType<WebchatBody>;

export type WebchatFormValues = z.input<typeof WebchatFormSchema>;

/** A new web chat starts in the console's own brand blue with white text. */
export const DEFAULT_BRAND_COLOR = '#0F6CBD';
export const DEFAULT_TEXT_COLOR = '#FFFFFF';

export function initialWebchatValues(webchat?: Webchat): WebchatFormValues {
  if (!webchat) {
    return { domain: '', name: '', name_en: '', greeting: '', greeting_en: '', logo: null, brand_color: DEFAULT_BRAND_COLOR, text_color: DEFAULT_TEXT_COLOR, is_active: true };
  }
  const { domain, name, name_en, greeting, greeting_en, logo, brand_color, text_color, is_active } = webchat;
  return { domain, name, name_en, greeting, greeting_en, logo, brand_color, text_color, is_active };
}
