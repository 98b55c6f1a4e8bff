import { z } from 'zod';
import { asciiDomain, requiredTextRule, ruleMessage, textRule } from './field-rules';
import { dataUrlHoldsImage } from './image-content';
import { WEBCHAT_LIMITS } from './socket/visitor';

export { WEBCHAT_LIMITS };

/**
 * A host name as stored: lower-case ASCII labels, no scheme, port or path; an internationalised
 * name in its punycode form ('монгол.мон' is 'xn--c1aqbeec.xn--l1acc').
 */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(localhost|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59}))$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * Accepts 'https://Shop.MN/path' and stores 'shop.mn': people paste addresses, not host names. An
 * internationalised name ('танайбайгууллага.мн', or its punycode) is kept in one form, punycode.
 */
export function normaliseDomain(raw: string): string {
  let s = raw.trim().toLowerCase();
  s = s.replace(/^[a-z]+:\/\//, '');
  s = s.split(/[/?#]/)[0] ?? '';
  s = s.replace(/:\d+$/, '');
  s = s.replace(/\.$/, '');
  return /^[\x21-\x7e]*$/.test(s) ? s : (asciiDomain(s) ?? s);
}

/** A logo that is not a PNG, JPEG, SVG or WebP of at most logoBytes, judged by its bytes. */
const LOGO_INVALID = ruleMessage('err_image_invalid', { kb: WEBCHAT_LIMITS.logoBytes / 1024 });

/** Web chat of spec §3 (name, English name, greeting, English greeting, logo, colours, domain). */
export const WebchatSchema = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  domain: z.string(),
  name: z.string(),
  name_en: z.string(),
  greeting: z.string(),
  greeting_en: z.string(),
  /** A data: URL (PNG, JPEG, SVG or WebP, at most WEBCHAT_LIMITS.logoBytes) or null. */
  logo: z.string().nullable(),
  brand_color: z.string(),
  text_color: z.string(),
  is_active: z.boolean(),
  /** The public key the embed script carries; not a secret, it names the widget. */
  widget_key: z.string(),
  created_at: z.string(),
});
export type Webchat = z.infer<typeof WebchatSchema>;

/** The rules of the web-chat form, with catalogue codes; the server runs the same (WebchatBodySchema). */
export const WebchatRulesSchema = z.object({
  domain: requiredTextRule(253)
    .transform(normaliseDomain)
    .pipe(z.string().regex(DOMAIN_PATTERN, { error: 'err_webchat_domain_invalid' })),
  name: requiredTextRule(WEBCHAT_LIMITS.name),
  name_en: textRule(WEBCHAT_LIMITS.name),
  greeting: textRule(WEBCHAT_LIMITS.greeting),
  greeting_en: textRule(WEBCHAT_LIMITS.greeting),
  logo: z
    .string()
    .max(Math.ceil((WEBCHAT_LIMITS.logoBytes * 4) / 3) + 64, LOGO_INVALID)
    .regex(/^data:image\/(png|jpeg|svg\+xml|webp);base64,[A-Za-z0-9+/=]+$/, { error: LOGO_INVALID, abort: true })
    .refine(dataUrlHoldsImage, LOGO_INVALID)
    .nullable(),
  brand_color: z.string().regex(HEX_COLOR_PATTERN, { error: 'err_color_invalid' }),
  text_color: z.string().regex(HEX_COLOR_PATTERN, { error: 'err_color_invalid' }),
  is_active: z.boolean(),
});
export type WebchatForm = z.input<typeof WebchatRulesSchema>;

export const WebchatBodySchema = z
  .object({
    domain: WebchatRulesSchema.shape.domain,
    name: WebchatRulesSchema.shape.name,
    name_en: WebchatRulesSchema.shape.name_en.default(''),
    greeting: WebchatRulesSchema.shape.greeting.default(''),
    greeting_en: WebchatRulesSchema.shape.greeting_en.default(''),
    logo: WebchatRulesSchema.shape.logo.default(null),
    brand_color: WebchatRulesSchema.shape.brand_color,
    text_color: WebchatRulesSchema.shape.text_color,
    is_active: z.boolean().default(true),
  })
  .strict();
export type WebchatBody = z.input<typeof WebchatBodySchema>;

export const WebchatListSchema = z.object({ items: z.array(WebchatSchema) });
export const WebchatIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) }).strict();

/** The embed snippet for a widget key, pasted before </head> or </body> of the company's site. */
export function embedScript(origin: string, widgetKey: string): string {
  return `<script async src="${origin}/widget.js" data-widget-key="${widgetKey}"></script>`;
}
